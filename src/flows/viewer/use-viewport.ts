import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** A view of the drawing: shown at `scale`, its point (0,0) at (x, y) of the frame. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

/** Below this the 12 px text of the boxes is no longer readable: "fit" stops here and pans instead. */
export const READABLE_SCALE = 0.8;
export const MIN_SCALE = 0.3;
export const MAX_SCALE = 3;
const STEP = 1.2;
const PAN = 80;

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The view that shows the whole drawing, or (when it would be unreadable) its top at a readable size. */
export function fitView(frame: { width: number; height: number }, drawing: { width: number; height: number }): View {
  const whole = Math.min(frame.width / drawing.width, frame.height / drawing.height, 1);
  const scale = Math.max(READABLE_SCALE, whole);
  const x = Math.max(0, (frame.width - drawing.width * scale) / 2);
  const y = whole >= READABLE_SCALE ? (frame.height - drawing.height * scale) / 2 : 0;
  return { x, y, scale };
}

/** Zoom (wheel, +, −), pan (drag, arrows) and fit (0) of a drawing inside `frame`. */
export function useViewport(frame: RefObject<HTMLElement | null>, drawing: { width: number; height: number }) {
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const size = () => {
    const rect = frame.current?.getBoundingClientRect();
    return { width: rect?.width || 800, height: rect?.height || 600 };
  };
  const { width: drawnWidth, height: drawnHeight } = drawing;
  // biome-ignore lint/correctness/useExhaustiveDependencies: size() reads the frame now; a new drawing size refits
  const fit = useCallback(
    () => setView(fitView(size(), { width: drawnWidth, height: drawnHeight })),
    [drawnWidth, drawnHeight],
  );
  useEffect(fit, [fit]);

  /** Zoom by `factor` keeping the point (px, py) of the frame still. */
  const zoom = (factor: number, px?: number, py?: number) =>
    setView((old) => {
      const { width, height } = size();
      const cx = px ?? width / 2;
      const cy = py ?? height / 2;
      const scale = clamp(old.scale * factor);
      const k = scale / old.scale;
      return { scale, x: cx - (cx - old.x) * k, y: cy - (cy - old.y) * k };
    });
  const pan = (dx: number, dy: number) => setView((old) => ({ ...old, x: old.x + dx, y: old.y + dy }));
  /** Brings the drawing's point (dx, dy) to the middle of the frame. */
  const centre = (dx: number, dy: number) =>
    setView((old) => {
      const { width, height } = size();
      return { ...old, x: width / 2 - dx * old.scale, y: height / 2 - dy * old.scale };
    });

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const rect = frame.current?.getBoundingClientRect();
    zoom(event.deltaY < 0 ? STEP : 1 / STEP, event.clientX - (rect?.left ?? 0), event.clientY - (rect?.top ?? 0));
  };
  // A passive React wheel listener cannot preventDefault: the page would scroll too.
  useEffect(() => {
    const element = frame.current;
    element?.addEventListener("wheel", onWheel, { passive: false });
    return () => element?.removeEventListener("wheel", onWheel);
  });

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, view };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) + Math.abs(dy) > 3) setView({ ...start.view, x: start.view.x + dx, y: start.view.y + dy });
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerLeave: () => {
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const moves = new Map<string, () => void>([
        ["+", () => zoom(STEP)],
        ["=", () => zoom(STEP)],
        ["-", () => zoom(1 / STEP)],
        ["−", () => zoom(1 / STEP)],
        ["0", fit],
        ["ArrowLeft", () => pan(PAN, 0)],
        ["ArrowRight", () => pan(-PAN, 0)],
        ["ArrowUp", () => pan(0, PAN)],
        ["ArrowDown", () => pan(0, -PAN)],
      ]);
      const move = moves.get(event.key);
      if (!move) return;
      event.preventDefault();
      move();
    },
  };
  return { view, zoom, fit, centre, handlers };
}
