import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadCompany } from "../../api/site";
import { t } from "../../i18n/t";
import "./site-banner.css";

/** The note's height on the root element, for styles.css to keep content clear of it. */
export const BANNER_HEIGHT_VARIABLE = "--site-banner-height";

/**
 * One small line over every page when the server says it is not the production one: the partners,
 * products, cards and articles there are sample data. Production (or no answer) shows nothing.
 * The note sits over the bottom of the screen (styles.css); while it shows, its height is published
 * as --site-banner-height so the page reserves that room and scrolling into view stops above it:
 * a button scrolled to the bottom edge is never under the note (issue 33, "element click intercepted").
 */
export function SiteBanner() {
  const [show, setShow] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let live = true;
    loadCompany().then(
      (company) => live && setShow(!company.production),
      () => {
        // No answer: show nothing rather than guess.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    const element = note.current;
    if (!show || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(BANNER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    reserve();
    // the note wraps onto more lines on a narrow screen or with a larger text size
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VARIABLE);
    };
  }, [show]);
  if (!show) return null;
  return (
    <p className="site-banner" role="note" ref={note}>
      {t("site_banner_non_production")}
    </p>
  );
}
