import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toc } from "../../src/ui/toc";
import { pickActiveSection } from "../../src/ui/toc-scroll-spy";

describe("pickActiveSection", () => {
  const tops = [
    { id: "one", top: 100 },
    { id: "two", top: 600 },
    { id: "three", top: 1400 },
  ];
  it("is the first section before any reaches the line", () => {
    expect(pickActiveSection(tops, 96)).toBe("one");
  });
  it("is the last section whose top passed the line", () => {
    expect(
      pickActiveSection(
        tops.map((s) => ({ ...s, top: s.top - 550 })),
        96,
      ),
    ).toBe("two");
    expect(
      pickActiveSection(
        tops.map((s) => ({ ...s, top: s.top - 1310 })),
        96,
      ),
    ).toBe("three");
  });
  it("is the last section at the bottom of the page", () => {
    expect(pickActiveSection(tops, 96, true)).toBe("three");
  });
  it("is nothing without sections", () => {
    expect(pickActiveSection([], 96)).toBeNull();
  });
});

/** Places the sections as if the page were scrolled by `scroll` pixels. */
function placeSections(positions: Record<string, number>, scroll: number) {
  for (const [id, top] of Object.entries(positions)) {
    const element = document.getElementById(id);
    if (!element) throw new Error(id);
    element.getBoundingClientRect = () => ({ top: top - scroll }) as DOMRect;
  }
}

function Page() {
  return (
    <>
      <Toc
        items={[
          { id: "chung", label: "I. Thông tin chung" },
          { id: "quy-dinh", label: "II. Quy định chung" },
          { id: "bao-mat", label: "III. Chính sách bảo mật" },
        ]}
      />
      <section id="chung" tabIndex={-1}>
        I
      </section>
      <section id="quy-dinh" tabIndex={-1}>
        II
      </section>
      <section id="bao-mat" tabIndex={-1}>
        III
      </section>
    </>
  );
}

const link = (name: string) => screen.getByRole("link", { name });
const POSITIONS = { chung: 150, "quy-dinh": 900, "bao-mat": 1800 };

describe("Toc", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("marks the section being read as the current location while scrolling", () => {
    render(<Page />);
    expect(screen.getByRole("navigation", { name: "Mục lục" })).toBeInTheDocument();
    placeSections(POSITIONS, 0);
    fireEvent.scroll(window);
    expect(link("I. Thông tin chung")).toHaveAttribute("aria-current", "location");
    placeSections(POSITIONS, 850);
    fireEvent.scroll(window);
    expect(link("II. Quy định chung")).toHaveAttribute("aria-current", "location");
    expect(link("I. Thông tin chung")).not.toHaveAttribute("aria-current");
    placeSections(POSITIONS, 1750);
    fireEvent.scroll(window);
    expect(link("III. Chính sách bảo mật")).toHaveAttribute("aria-current", "location");
  });

  it("scrolls smoothly to the section picked, focuses it and keeps it marked during the scroll", async () => {
    const user = userEvent.setup();
    render(<Page />);
    placeSections(POSITIONS, 0);
    const target = document.getElementById("bao-mat") as HTMLElement;
    const scrollIntoView = vi.spyOn(target, "scrollIntoView");
    await user.click(link("III. Chính sách bảo mật"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(target).toHaveFocus();
    expect(window.location.hash).toBe("#bao-mat");
    // Half-way through the smooth scroll the spy would say II: the picked section stays marked.
    placeSections(POSITIONS, 900);
    fireEvent.scroll(window);
    expect(link("III. Chính sách bảo mật")).toHaveAttribute("aria-current", "location");
    // Once the scroll ends the spy follows the page again.
    placeSections(POSITIONS, 850);
    act(() => {
      window.dispatchEvent(new Event("scrollend"));
    });
    expect(link("II. Quy định chung")).toHaveAttribute("aria-current", "location");
  });

  it("jumps without animation for readers who ask for reduced motion", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
    );
    const user = userEvent.setup();
    render(<Page />);
    const target = document.getElementById("quy-dinh") as HTMLElement;
    const scrollIntoView = vi.spyOn(target, "scrollIntoView");
    await user.click(link("II. Quy định chung"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });
});
