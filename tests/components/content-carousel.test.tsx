import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_BREAKPOINTS, slidesPerView } from "../../src/domain/carousel";
import { CAROUSEL, DELAY } from "../../src/domain/constants";
import { Carousel } from "../../src/ui/carousel";

describe("slidesPerView", () => {
  it.each([
    [1280, 4],
    [CAROUSEL_BREAKPOINTS.wide, 4],
    [CAROUSEL_BREAKPOINTS.wide - 1, 2],
    [768, 2],
    [CAROUSEL_BREAKPOINTS.medium, 2],
    [CAROUSEL_BREAKPOINTS.medium - 1, 1],
    [360, 1],
    [0, 1],
  ])("shows %i px of partners as %i slides", (width, expected) => {
    expect(slidesPerView("partners", width)).toBe(expected);
  });

  it.each([
    [1280, 3],
    [992, 3],
    [991, 2],
    [576, 2],
    [575, 1],
    [360, 1],
  ])("shows %i px of news as %i slides", (width, expected) => {
    expect(slidesPerView("news", width)).toBe(expected);
  });

  it("follows SPEC.md section 9 at each end", () => {
    expect(slidesPerView("partners", 4000)).toBe(CAROUSEL.partners.wide);
    expect(slidesPerView("news", 4000)).toBe(CAROUSEL.news.wide);
  });

  it("never shows more slides than there are, nor fewer than one", () => {
    expect(slidesPerView("partners", 1280, 2)).toBe(2);
    expect(slidesPerView("news", 1280, 0)).toBe(1);
    expect(slidesPerView("news", Number.NaN)).toBe(1);
  });
});

// --- The component, with the browser APIs jsdom lacks stood in for ---

type Entry = { target: Element; contentRect: { width: number } };
let observers: FakeResizeObserver[] = [];
let width = 1200;

class FakeResizeObserver {
  observed: Element[] = [];
  constructor(readonly callback: (entries: Entry[]) => void) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    observers = observers.filter((observer) => observer !== this);
  }
}
class FakeIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Lays the carousel out as a browser would: slides share the viewport's width. */
function layout(element: HTMLElement): { width: number; left: number } {
  const slide = element.closest(".carousel-slide");
  const root = element.closest<HTMLElement>(".carousel");
  if (!root) return { width: 0, left: 0 };
  if (slide && slide === element) {
    const perView = Number(root.dataset.slidesPerView);
    const index = Array.from(slide.parentElement?.children ?? []).indexOf(slide);
    return { width: width / perView, left: (index * width) / perView };
  }
  return { width, left: 0 };
}

/** Resizes the carousel and tells every observer, as the browser would. */
const setWidth = (next: number) => {
  width = next;
  act(() => {
    for (const observer of [...observers]) {
      const entries = observer.observed.map((target) => ({
        target,
        contentRect: { width: layout(target as HTMLElement).width },
      }));
      if (entries.length > 0) observer.callback(entries);
    }
  });
};

const slides = Array.from({ length: 6 }, (_, i) => ({ key: `s${i}`, content: <p>Tin {i + 1}</p> }));
const root = () => screen.getByRole("region", { name: "Tin tức" });
const currentDot = () => within(root()).getByRole("button", { current: true });

describe("Carousel", () => {
  beforeEach(() => {
    width = 1200;
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
      return layout(this).width;
    });
    vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
      return layout(this).left;
    });
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(() => width);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observers = [];
  });

  it("shows as many slides side by side as its width allows", () => {
    render(<Carousel kind="partners" label="Tin tức" slides={slides} />);
    expect(root()).toHaveAttribute("data-slides-per-view", "4");
    setWidth(700);
    expect(root()).toHaveAttribute("data-slides-per-view", "2");
    setWidth(360);
    expect(root()).toHaveAttribute("data-slides-per-view", "1");
    expect(within(root()).getAllByRole("group")).toHaveLength(6);
    expect(within(root()).getByRole("group", { name: "1 trên 6" })).toHaveTextContent("Tin 1");
  });

  it("offers previous, next and one dot per group", () => {
    render(<Carousel kind="news" label="Tin tức" slides={slides} />);
    expect(screen.getByRole("button", { name: "Xem mục trước" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Chuyển đến nhóm/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Xem mục tiếp theo" }));
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 2");
  });

  it("moves on every 5 seconds, and not while hovered or paused", () => {
    vi.useFakeTimers();
    render(<Carousel kind="news" label="Tin tức" slides={slides} autoplayMs={DELAY.NEWS_AUTOPLAY} />);
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 1");
    act(() => vi.advanceTimersByTime(DELAY.NEWS_AUTOPLAY - 1));
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 1");
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 2");

    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(DELAY.NEWS_AUTOPLAY * 3));
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 2");
    fireEvent.mouseLeave(root());
    act(() => vi.advanceTimersByTime(DELAY.NEWS_AUTOPLAY));
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 1");

    fireEvent.click(screen.getByRole("button", { name: "Tạm dừng tự động chuyển" }));
    fireEvent.blur(screen.getByRole("button", { name: "Bật tự động chuyển" }));
    act(() => vi.advanceTimersByTime(DELAY.NEWS_AUTOPLAY * 3));
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 1");
  });

  it("does not move by itself for readers who ask for reduced motion", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query.includes("reduce"),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers();
    render(<Carousel kind="news" label="Tin tức" slides={slides} autoplayMs={DELAY.NEWS_AUTOPLAY} />);
    act(() => vi.advanceTimersByTime(DELAY.NEWS_AUTOPLAY * 3));
    expect(currentDot()).toHaveAccessibleName("Chuyển đến nhóm 1");
    expect(screen.queryByRole("button", { name: "Tạm dừng tự động chuyển" })).toBeNull();
  });

  it("stays a plain row without controls when every slide fits", () => {
    render(<Carousel kind="partners" label="Tin tức" slides={slides.slice(0, 3)} />);
    expect(root()).toHaveAttribute("data-slides-per-view", "3");
    expect(screen.queryByRole("button", { name: "Xem mục tiếp theo" })).toBeNull();
  });
});
