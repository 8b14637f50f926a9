import type { UseEmblaCarouselType } from "embla-carousel-react";
import { type FocusEvent, useEffect, useState } from "react";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** True while the reader asks for reduced motion; follows changes of the setting. */
export function useReducedMotion(): boolean {
  const query = "(prefers-reduced-motion: reduce)";
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener?.("change", onChange);
    return () => list.removeEventListener?.("change", onChange);
  }, []);
  return reduced;
}

/** False while the tab is in the background. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== "hidden");
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return visible;
}

export interface Autoplay {
  /** Autoplay is wanted and allowed (not with reduced motion). */
  enabled: boolean;
  /** The timer is running right now. */
  running: boolean;
  /** The reader paused it with the pause button. */
  stopped: boolean;
  toggle(): void;
  /** Spread on the carousel root: hovering or focusing inside pauses. */
  handlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Moves to the next slide every `delayMs` while nobody hovers or focuses the carousel, the page is
 * visible and the reader neither paused it nor asked for reduced motion. Any change of slide
 * (`selected`) starts the wait again.
 */
export function useAutoplay(api: EmblaApi | undefined, delayMs: number | undefined, selected: number): Autoplay {
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const enabled = delayMs !== undefined && delayMs > 0 && !reducedMotion;
  const running = enabled && api !== undefined && !hovered && !focused && !stopped && visible;

  useEffect(() => {
    if (!running || !api || selected < 0) return;
    const timer = setTimeout(() => api.scrollNext(), delayMs);
    return () => clearTimeout(timer);
  }, [running, api, delayMs, selected]);

  return {
    enabled,
    running,
    stopped,
    // Playing again from the button overrides the pause that focusing the button caused.
    toggle: () => {
      if (stopped) setFocused(false);
      setStopped(!stopped);
    },
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
