import { CAROUSEL } from "./constants";

/** Which carousel: partner logos (4/2/1 slides) or news (3/2/1 slides), SPEC.md section 9. */
export type CarouselKind = keyof typeof CAROUSEL;

/** Widths (CSS pixels of the carousel) from which the wide and medium slide counts apply. */
export const CAROUSEL_BREAKPOINTS = { wide: 992, medium: 576 } as const;

/**
 * How many slides a carousel shows side by side at a width: the wide count from 992 px, the
 * medium count from 576 px, otherwise one. Never more slides than there are, never fewer than one.
 */
export function slidesPerView(kind: CarouselKind, width: number, slideCount = Number.POSITIVE_INFINITY): number {
  const counts = CAROUSEL[kind];
  const safeWidth = Number.isFinite(width) ? width : 0;
  const wanted =
    safeWidth >= CAROUSEL_BREAKPOINTS.wide
      ? counts.wide
      : safeWidth >= CAROUSEL_BREAKPOINTS.medium
        ? counts.medium
        : counts.narrow;
  return Math.max(1, Math.min(wanted, slideCount));
}
