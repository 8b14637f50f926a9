import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TrackingLog } from "../../src/contract/tracking";
import { DELAY, TRACKING_STATUS } from "../../src/domain/constants";
import { readAttribution } from "../../src/features/tracking/attribution-cookies";
import type { CookieJar } from "../../src/features/tracking/cookies";
import {
  IDLE_RETURN_KEY,
  startTracking,
  stopTracking,
  type TrackingEnv,
  trackStatus,
} from "../../src/features/tracking/tracking-session";

/** A cookie jar that keeps values like a browser and remembers every cookie string written. */
function fakeJar() {
  const values = new Map<string, string>();
  const written: string[] = [];
  const jar: CookieJar = {
    read: () => [...values].map(([k, v]) => `${k}=${v}`).join("; "),
    write: (cookie) => {
      written.push(cookie);
      const [pair = "", ...attributes] = cookie.split("; ");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.includes("Max-Age=0")) values.delete(name);
      else values.set(name, value);
    },
  };
  return { jar, values, written };
}

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function setup(options: { search?: string; jar?: CookieJar; storage?: Storage; fail?: boolean } = {}) {
  const saved: TrackingLog[] = [];
  const warnings: string[] = [];
  const goHome = vi.fn();
  const cookies = options.jar ? null : fakeJar();
  const env: TrackingEnv = {
    target: window,
    search: options.search ?? "",
    userAgent: ANDROID_CHROME,
    storage: options.storage ?? window.sessionStorage,
    jar: options.jar ?? cookies!.jar,
    now: () => Date.now(),
    save: async (body) => {
      saved.push(body);
      if (options.fail) throw new Error("Không thể kết nối máy chủ");
    },
    goHome,
    warn: (message) => warnings.push(message),
  };
  startTracking(env);
  return { saved, warnings, goHome, env, cookies };
}

const act = (type = "mousemove") => window.dispatchEvent(new Event(type));
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-22T08:00:00Z") });
});
afterEach(() => {
  stopTracking();
  vi.useRealTimers();
});

describe("attribution cookies", () => {
  it("keeps the landing link's parameters for 30 days and gives them to the lead", () => {
    const { cookies } = setup({ search: "?source=fb&campaign=tet&cid=abc&s1=x" });
    const attribution = readAttribution(cookies!.jar);
    expect(attribution).toMatchObject({ utmSource: "fb", utmCampaign: "tet", clickId: "abc", sub1: "x", pubId: null });
    expect(attribution.systemClickId).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(cookies!.written).toContain("aff_source=fb; Path=/; SameSite=Lax; Max-Age=2592000");
    expect(cookies!.written).toContain("aff_cid=abc; Path=/; SameSite=Lax; Max-Age=2592000");
    // The click cookie lasts for the visit only.
    expect(cookies!.written.find((c) => c.startsWith("sys_click_id="))).toMatch(
      /^sys_click_id=\w{30}\.\d+; Path=\/; SameSite=Lax$/,
    );
  });

  it("a later landing without parameters keeps them; one with parameters replaces them all", () => {
    const first = setup({ search: "?source=fb&cid=abc" });
    const jar = first.cookies!.jar;
    const firstVisit = readAttribution(jar).systemClickId;
    stopTracking();
    setup({ search: "?id=3", jar });
    expect(readAttribution(jar)).toMatchObject({ utmSource: "fb", clickId: "abc", systemClickId: firstVisit });
    stopTracking();
    setup({ search: "?source=google", jar });
    const after = readAttribution(jar);
    expect(after).toMatchObject({ utmSource: "google", clickId: null });
    expect(after.systemClickId).not.toBe(firstVisit);
  });
});

describe("tracking binding", () => {
  it("records the page visit on the first load with the visit's attribution and browser", () => {
    const { saved } = setup({ search: "?source=fb&campaign=tet&pid=7" });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      conversionStatus: 1,
      timeOnPage: 0,
      reached: [{ status: 1, seconds: 0 }],
      utmSource: "fb",
      utmCampaign: "tet",
      partnerId: "7",
      pubClickId: null,
      browser: "Chrome",
      operatingSystem: "Android",
      countBack: 0,
      final: false,
    });
    expect(saved[0]).not.toHaveProperty("ipAddress");
  });

  it("starts once per page, whatever calls it again", () => {
    const { saved, env } = setup();
    startTracking(env);
    expect(saved).toHaveLength(1);
  });

  it("saves each status the funnel reports with the time it was reached, and autosaves every 30 s", async () => {
    const { saved } = setup();
    await vi.advanceTimersByTimeAsync(12_000);
    trackStatus(TRACKING_STATUS.loanNeed);
    await vi.advanceTimersByTimeAsync(9_000);
    trackStatus(TRACKING_STATUS.otpVerified);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(saved.map((s) => [s.conversionStatus, s.timeOnPage])).toEqual([
      [1, 0],
      [2, 12],
      [4, 21],
      [4, 30],
    ]);
    expect(saved.at(-1)?.reached).toEqual([
      { status: 1, seconds: 0 },
      { status: 2, seconds: 12 },
      { status: 3, seconds: 21 },
      { status: 4, seconds: 21 },
    ]);
  });

  it("mouse, key, scroll and click keep the visit alive; 4 quiet minutes end it", async () => {
    const { goHome, cookies } = setup({ search: "?source=fb" });
    for (const type of ["mousemove", "keydown", "scroll", "click"]) {
      await vi.advanceTimersByTimeAsync(DELAY.IDLE_CUTOFF - 1_000);
      act(type);
    }
    await vi.advanceTimersByTimeAsync(DELAY.IDLE_CUTOFF - 1_000);
    expect(cookies!.values.has("sys_click_id")).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cookies!.values.has("sys_click_id")).toBe(false);
    expect(cookies!.values.get("aff_source")).toBe("fb");
    expect(goHome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DELAY.IDLE_REDIRECT);
    expect(goHome).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(IDLE_RETURN_KEY)).toBe("1");
  });

  it("passes activity on at most once a second", async () => {
    const { goHome } = setup();
    await vi.advanceTimersByTimeAsync(DELAY.IDLE_CUTOFF - 1_500);
    act();
    await vi.advanceTimersByTimeAsync(500);
    act(); // within the second: dropped, so the cut-off counts from the first one
    await vi.advanceTimersByTimeAsync(DELAY.IDLE_CUTOFF - 500 + DELAY.IDLE_REDIRECT);
    expect(goHome).toHaveBeenCalledOnce();
  });

  it("saves a final log at the cut-off only past status 1", async () => {
    const { saved } = setup();
    trackStatus(TRACKING_STATUS.phone);
    await vi.advanceTimersByTimeAsync(DELAY.IDLE_CUTOFF);
    expect(saved.filter((s) => s.final)).toEqual([
      expect.objectContaining({ conversionStatus: 3, timeOnPage: 240, final: true }),
    ]);
    stopTracking();
    const quiet = setup();
    await vi.advanceTimersByTimeAsync(DELAY.IDLE_CUTOFF);
    expect(quiet.saved.filter((s) => s.final)).toEqual([]);
  });

  it("after returning home for inactivity, waits for activity before it counts a new visit", async () => {
    window.sessionStorage.setItem(IDLE_RETURN_KEY, "1");
    const { saved, cookies } = setup();
    await vi.advanceTimersByTimeAsync(DELAY.IDLE_CUTOFF * 3);
    expect(saved).toEqual([]);
    act("click");
    expect(saved).toHaveLength(1);
    expect(cookies!.values.has("sys_click_id")).toBe(true);
    expect(window.sessionStorage.getItem(IDLE_RETURN_KEY)).toBeNull();
  });

  it("counts the visits that came before (countBack)", () => {
    const first = setup();
    const jar = first.cookies!.jar;
    stopTracking();
    first.cookies!.values.delete("sys_click_id");
    const second = setup({ jar });
    expect(second.saved[0]?.countBack).toBe(1);
  });

  it("only logs a failed save, never shows it", async () => {
    const { warnings } = setup({ fail: true });
    await flush();
    expect(warnings).toEqual(["tracking log not saved"]);
    expect(document.body.textContent).toBe("");
  });

  it("ignores statuses when tracking is not running", () => {
    stopTracking();
    expect(() => trackStatus(TRACKING_STATUS.name)).not.toThrow();
  });
});
