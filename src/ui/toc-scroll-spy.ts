import { useCallback, useEffect, useRef, useState } from "react";

export interface SectionTop {
  id: string;
  /** Distance from the top of the viewport to the section's top, in CSS pixels. */
  top: number;
}

/**
 * The section a reader is in: the last one (in document order) whose top has passed the line
 * `offset` pixels below the top of the viewport (the sticky header's height), the first one
 * before any has, and the last one once the page is scrolled to its bottom (a short last section
 * can never reach the line).
 */
export function pickActiveSection(tops: readonly SectionTop[], offset: number, atBottom = false): string | null {
  if (tops.length === 0) return null;
  if (atBottom) return tops[tops.length - 1]?.id ?? null;
  let active = tops[0]?.id ?? null;
  for (const section of tops) {
    if (section.top - offset > 1) break;
    active = section.id;
  }
  return active;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls a section into view (smoothly unless the reader asked for less motion) and moves focus to it. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${encodeURIComponent(id)}`);
}

/** How long a section picked in the table of contents stays highlighted if no scrollend event comes. */
const PIN_FALLBACK_MS = 1_500;

/**
 * Scroll spy: which of the sections `ids` is being read. Returns it and a `go(id)` that scrolls to a
 * section; the section picked stays highlighted while the smooth scroll runs.
 */
export function useScrollSpy(ids: readonly string[], offset: number): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const pinned = useRef<string | null>(null);
  const key = ids.join("\n");

  const measure = useCallback(() => {
    if (pinned.current) return;
    const tops: SectionTop[] = [];
    for (const id of key === "" ? [] : key.split("\n")) {
      const element = document.getElementById(id);
      if (element) tops.push({ id, top: element.getBoundingClientRect().top });
    }
    const root = document.documentElement;
    const scrollable = root.scrollHeight > window.innerHeight;
    const atBottom = scrollable && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
    setActive(pickActiveSection(tops, offset, atBottom));
  }, [key, offset]);

  useEffect(() => {
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [measure]);

  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const release = useCallback(() => {
    if (!pinned.current) return;
    pinned.current = null;
    clearTimeout(fallback.current);
    measure();
  }, [measure]);

  // The highlight follows the scroll again once the smooth scroll ends or the reader takes over.
  useEffect(() => {
    const takeOver = ["scrollend", "wheel", "touchstart", "keydown"] as const;
    for (const type of takeOver) window.addEventListener(type, release, { passive: true });
    return () => {
      clearTimeout(fallback.current);
      for (const type of takeOver) window.removeEventListener(type, release);
    };
  }, [release]);

  const go = useCallback(
    (id: string) => {
      pinned.current = id;
      setActive(id);
      clearTimeout(fallback.current);
      fallback.current = setTimeout(release, PIN_FALLBACK_MS);
      scrollToSection(id);
    },
    [release],
  );

  return [active, go];
}
