import useEmblaCarousel from "embla-carousel-react";
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { type CarouselKind, slidesPerView } from "../domain/carousel";
import { t } from "../i18n/t";
import { useAutoplay } from "./carousel-autoplay";
import { useWidth } from "./use-width";
import "./carousel.css";

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Decides how many slides show side by side at a width (src/domain/carousel.ts). */
  kind: CarouselKind;
  /** The accessible name of the carousel: a text, or the id of the heading that names it. */
  label: string | { labelledBy: string };
  slides: readonly CarouselSlide[];
  /** Move on by itself every so many milliseconds (paused on hover, focus and for reduced motion). */
  autoplayMs?: number;
}

/** Embla needs both observers; without them the slides stay a plain scrollable row. */
const canSlide = () => typeof ResizeObserver !== "undefined" && typeof IntersectionObserver !== "undefined";

/**
 * A looping carousel (Embla) showing 4/2/1 or 3/2/1 slides by width, with previous/next buttons,
 * one dot per group and, when asked, autoplay with a pause button (WAI-ARIA carousel pattern).
 */
export function Carousel({ kind, label, slides, autoplayMs }: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const width = useWidth(root);
  const perView = slidesPerView(kind, width, slides.length);
  const interactive = canSlide() && slides.length > perView;
  const [viewport, api] = useEmblaCarousel({ loop: true, align: "start", slidesToScroll: "auto", active: interactive });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const autoplay = useAutoplay(interactive ? api : undefined, autoplayMs, selected);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onReInit = () => {
      setSnaps(api.scrollSnapList());
      onSelect();
    };
    onReInit();
    api.on("select", onSelect).on("reInit", onReInit);
    return () => {
      api.off("select", onSelect).off("reInit", onReInit);
    };
  }, [api]);

  const style = { "--slides": perView } as CSSProperties;
  return (
    <section
      ref={root}
      className="carousel"
      aria-roledescription={t("carousel_roledescription")}
      aria-label={typeof label === "string" ? label : undefined}
      aria-labelledby={typeof label === "string" ? undefined : label.labelledBy}
      data-slides-per-view={perView}
      style={style}
      {...autoplay.handlers}
    >
      <div className={interactive ? "carousel-viewport" : "carousel-viewport static"} ref={viewport}>
        <div className="carousel-track" aria-live={autoplay.running ? "off" : "polite"}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group with a role description
            <div
              key={slide.key}
              className="carousel-slide"
              role="group"
              aria-roledescription={t("carousel_slide_roledescription")}
              aria-label={t("carousel_slide_label", { index: index + 1, total: slides.length })}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {interactive ? (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t("carousel_previous")}
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel-dots">
            {snaps.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll snap, identified by position
                key={index}
                type="button"
                className={index === selected ? "carousel-dot active" : "carousel-dot"}
                aria-label={t("carousel_go_to", { index: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t("carousel_next")}
            onClick={() => api?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
          {autoplay.enabled ? (
            <button type="button" className="carousel-toggle" onClick={autoplay.toggle}>
              {autoplay.stopped ? t("carousel_play") : t("carousel_pause")}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
