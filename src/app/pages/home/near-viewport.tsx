import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/** How far ahead of the viewport a deferred section starts loading (a third of a phone screen). */
const ROOT_MARGIN = "300px 0px";

/**
 * Renders `children` (a lazy component) only once the room kept for it comes near the viewport, or the
 * page's hash names something it may hold; until then, and while its chunk loads, an empty box of
 * `placeholderClass` keeps its room, so nothing below it moves. The prerendered HTML and the first
 * render in the browser show the box alike, so hydration matches.
 */
export function NearViewport({ children, placeholderClass }: { children: ReactNode; placeholderClass: string }) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: ROOT_MARGIN,
    });
    observer.observe(element);
    const show = () => setNear(true);
    if (window.location.hash.length > 1) show();
    window.addEventListener("hashchange", show);
    return () => {
      observer.disconnect();
      window.removeEventListener("hashchange", show);
    };
  }, [near]);
  if (!near) return <div ref={box} className={placeholderClass} />;
  return <Suspense fallback={<div className={placeholderClass} />}>{children}</Suspense>;
}
