import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CookieJar } from "../../src/features/tracking/cookies";
// Loaded up front: the host's lazy import then resolves at once.
import "../../src/features/tracking/idle-notices";
import { TrackingHost } from "../../src/features/tracking/tracking-host";
import {
  IDLE_RETURN_FROM_KEY,
  startTracking,
  stopTracking,
  type TrackingEnv,
} from "../../src/features/tracking/tracking-session";

/**
 * Issue 33 major 3, inside SPEC section 4's inactivity rule: the oracle states the values itself,
 * the return to / after 240 s without activity, the warning 30 s before it.
 */
const CUTOFF_MS = 240_000;
const WARNING_MS = 30_000;
const REDIRECT_MS = 500;
const TEXT = {
  warning: "Bạn vẫn đang xem chứ?",
  stay: "Tôi vẫn đang xem",
  back: "Quay lại trang bạn đang xem",
};

function jar(): CookieJar {
  const values = new Map<string, string>();
  return {
    read: () => [...values].map(([k, v]) => `${k}=${v}`).join("; "),
    write: (cookie) => {
      const [pair = ""] = cookie.split("; ");
      const [name = "", value = ""] = pair.split("=");
      values.set(name, value);
    },
  };
}

/** Tracking as the page runs it, on a page the visitor reads (a compare list with its cards in the address). */
function track(here = "/so-sanh-the?ids=3,7") {
  const goHome = vi.fn();
  const env: TrackingEnv = {
    target: window,
    search: "",
    userAgent: "Mozilla/5.0",
    storage: window.sessionStorage,
    jar: jar(),
    now: () => Date.now(),
    save: async () => {},
    goHome,
    warn: () => {},
    here: () => here,
  };
  startTracking(env);
  return { goHome };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The notices' code loads lazily (a real import): wait for it with vitest's real-time waitFor. */
const appears = <T,>(find: () => T) => vi.waitFor(find, { timeout: 3_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  window.sessionStorage.clear();
});
afterEach(() => {
  stopTracking();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe("the idle warning (issue 33 major 3)", () => {
  it("asks 30 s before the 4-minute return, and one tap on the answer keeps the visitor on the page", {
    timeout: 15_000,
  }, async () => {
    render(<TrackingHost />);
    const { goHome } = track();
    await advance(CUTOFF_MS - WARNING_MS - 1_000);
    expect(screen.queryByText(TEXT.warning)).toBeNull();
    await advance(1_000);
    const dialog = await appears(() => screen.getByRole("alertdialog", { name: TEXT.warning }));
    expect(dialog).toBeVisible();

    act(() => fireEvent.click(screen.getByRole("button", { name: TEXT.stay })));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // The 4 minutes start again from the tap: no return at the old cut-off, the next warning 3.5 minutes on.
    await advance(CUTOFF_MS - WARNING_MS - 1_000);
    expect(goHome).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await advance(1_000);
    expect(await appears(() => screen.getByRole("alertdialog", { name: TEXT.warning }))).toBeVisible();
  });

  it("without an answer returns to / at the cut-off, keeping the page the visitor was reading", async () => {
    render(<TrackingHost />);
    const { goHome } = track("/the-tin-dung?income=15000000&age=30");
    await advance(CUTOFF_MS + REDIRECT_MS);
    expect(goHome).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(IDLE_RETURN_FROM_KEY)).toBe("/the-tin-dung?income=15000000&age=30");
  });
});

describe("after the idle return (issue 33 major 3)", () => {
  it("offers the page the visitor was reading, its address as it was, once", async () => {
    window.sessionStorage.setItem(IDLE_RETURN_FROM_KEY, "/so-sanh-the?ids=3,7");
    const first = render(<TrackingHost />);
    const back = await appears(() => screen.getByRole("link", { name: TEXT.back }));
    expect(back).toHaveAttribute("href", "/so-sanh-the?ids=3,7");
    first.unmount();
    stopTracking();
    render(<TrackingHost />);
    await advance(0);
    expect(screen.queryByRole("link", { name: TEXT.back })).toBeNull();
  });

  it("never offers another site's address", async () => {
    window.sessionStorage.setItem(IDLE_RETURN_FROM_KEY, "//evil.example/");
    render(<TrackingHost />);
    await advance(0);
    expect(screen.queryByRole("link", { name: TEXT.back })).toBeNull();
  });
});
