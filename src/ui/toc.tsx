import type { MouseEvent } from "react";
import { t } from "../i18n/t";
import { useScrollSpy } from "./toc-scroll-spy";
import "./toc.css";

export interface TocItem {
  /** The id of the section element the entry leads to. */
  id: string;
  label: string;
}

export interface TocProps {
  items: readonly TocItem[];
  /** The accessible name of the navigation landmark. */
  label?: string;
  /** Pixels hidden under the sticky header: a section counts as reached when its top passes this line. */
  offset?: number;
}

/** Height of the sticky site header plus some air; sections use the same scroll-margin-top. */
export const TOC_OFFSET = 96;

/**
 * A side table of contents: links to the sections of the page, the one being read marked with
 * aria-current (scroll spy), and a click scrolls smoothly to the section and moves focus there.
 */
export function Toc({ items, label = t("table_of_contents"), offset = TOC_OFFSET }: TocProps) {
  const [active, go] = useScrollSpy(
    items.map((item) => item.id),
    offset,
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(id);
  };

  return (
    <nav className="toc" aria-label={label}>
      <p className="toc-title" aria-hidden="true">
        {label}
      </p>
      <ol className="toc-list">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={active === item.id ? "toc-link active" : "toc-link"}
              aria-current={active === item.id ? "location" : undefined}
              onClick={(event) => onClick(event, item.id)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
