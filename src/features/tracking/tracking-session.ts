import { type Actor, createActor } from "xstate";
import { inactivityMachine } from "../../../machines/inactivity/machine";
import type { SaveLogParams, TrackingStatus } from "../../../machines/inactivity/types";
import { sendTrackingLog } from "../../api/tracking";
import type { TrackingLog } from "../../contract/tracking";
import { secondsBetween, toAttribution } from "../../domain/attribution";
import { newSystemClickId, type RandomBytes } from "../../domain/click-id";
import { TRACKING_STATUS } from "../../domain/constants";
import { parseUserAgent } from "../../domain/user-agent";
import { inspect } from "../../state/inspection";
import {
  CLICK_COOKIE,
  captureAttribution,
  countVisit,
  readVisitCookie,
  storedParams,
  type VisitCookie,
  writeVisitCookie,
} from "./attribution-cookies";
import { type CookieJar, documentJar, removeCookie } from "./cookies";

/**
 * Binds the inactivity machine to the page, once per visit: real saves (POST /callback/loan/tracking),
 * cookie removal and the return to /. The funnel reports progress with `trackStatus(status)`.
 *
 * After the inactivity cut-off the page reloads at / (the lead funnel resumes there from its stored
 * state) with a flag in session storage; that page starts a new visit only on the first activity, so
 * an abandoned tab does not count a visit every four minutes.
 */

export interface TrackingEnv {
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  search: string;
  userAgent: string;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  jar: CookieJar;
  now: () => number;
  random?: RandomBytes;
  save: (body: TrackingLog) => Promise<unknown>;
  goHome: () => void;
  warn: (message: string, error: unknown) => void;
  /** The page being read (path, query and hash), kept at the idle return so the visitor can go back to it. */
  here?: () => string;
}

export const IDLE_RETURN_KEY = "tracking.idleReturn";
/** Session storage: the page the idle return left (issue 33), offered back on / once. */
export const IDLE_RETURN_FROM_KEY = "tracking.idleReturnFrom";
/** Activity is passed to the machine at most once a second. */
export const ACTIVITY_THROTTLE_MS = 1_000;
const ACTIVITY_EVENTS = ["mousemove", "keydown", "scroll", "click", "touchstart"] as const;

function browserEnv(): TrackingEnv {
  return {
    target: window,
    search: window.location.search,
    userAgent: navigator.userAgent,
    storage: window.sessionStorage,
    jar: documentJar,
    now: () => Date.now(),
    save: sendTrackingLog,
    goHome: () => window.location.assign("/"),
    warn: (message, error) => console.warn(message, error),
    here: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  };
}

interface Session {
  actor: Actor<typeof inactivityMachine> | null;
  stop: () => void;
}

let session: Session | null = null;

/** Whether the visitor is being asked "Bạn vẫn đang xem chứ?" (the machine's "warning" tag), and who listens. */
let warning = false;
const warningListeners = new Set<() => void>();
function publishWarning(next: boolean) {
  if (next === warning) return;
  warning = next;
  for (const listener of warningListeners) listener();
}

/** Starts a visit: keeps the attribution, reuses or creates the click cookie, records status 1. */
function startVisit(env: TrackingEnv, newClick: boolean): Actor<typeof inactivityMachine> {
  let visit: VisitCookie | null = newClick ? null : readVisitCookie(env.jar);
  let countBack = 0;
  if (!visit) {
    visit = { systemClickId: newSystemClickId(env.random), startedAt: env.now() };
    writeVisitCookie(visit, env.jar);
    countBack = countVisit(env.jar);
  }
  const current = visit;
  const attribution = toAttribution(storedParams(env.jar));
  const names = parseUserAgent(env.userAgent);
  const reached = new Map<number, number>();

  const saveLog = ({ status, reason }: SaveLogParams) => {
    const timeOnPage = secondsBetween(current.startedAt, env.now());
    for (let s: number = TRACKING_STATUS.visit; s <= status; s++) if (!reached.has(s)) reached.set(s, timeOnPage);
    const body: TrackingLog = {
      systemClickId: current.systemClickId,
      conversionStatus: status,
      timeOnPage,
      reached: [...reached.entries()].map(([s, seconds]) => ({ status: s, seconds })),
      pubClickId: attribution.clickId,
      pubId: attribution.pubId,
      partnerId: attribution.partnerId,
      utmSource: attribution.utmSource,
      utmCampaign: attribution.utmCampaign,
      utmContent: attribution.utmContent,
      utmTerm: attribution.utmTerm,
      utmMedium: attribution.utmMedium,
      sub1: attribution.sub1,
      sub2: attribution.sub2,
      sub3: attribution.sub3,
      sub4: attribution.sub4,
      sub5: attribution.sub5,
      browser: names.browser,
      operatingSystem: names.operatingSystem,
      countBack,
      final: reason === "final",
    };
    // Tracking never bothers the visitor: a failure is only logged.
    env.save(body).catch((error: unknown) => env.warn("tracking log not saved", error));
  };

  const actor = createActor(
    inactivityMachine.provide({
      actions: {
        saveLog: (_, params) => saveLog(params),
        removeClickCookie: () => removeCookie(env.jar, CLICK_COOKIE),
        goHome: () => {
          env.storage.setItem(IDLE_RETURN_KEY, "1");
          const from = env.here?.();
          if (from && from !== "/") env.storage.setItem(IDLE_RETURN_FROM_KEY, from);
          env.goHome();
        },
      },
    }),
    { inspect },
  );
  actor.subscribe((snapshot) => publishWarning(snapshot.hasTag("warning")));
  actor.start();
  return actor;
}

/** Starts tracking for this page once; later calls return the running session's stop. */
export function startTracking(env: TrackingEnv = browserEnv()): () => void {
  if (session) return session.stop;
  const { changed } = captureAttribution(env.search, env.jar);
  const idleReturn = env.storage.getItem(IDLE_RETURN_KEY) !== null;
  env.storage.removeItem(IDLE_RETURN_KEY);

  const options = { passive: true, capture: true } as const;
  const current: Session = {
    actor: idleReturn && !changed ? null : startVisit(env, changed),
    stop: () => {
      for (const type of ACTIVITY_EVENTS) env.target.removeEventListener(type, onActivity, options);
      current.actor?.stop();
      publishWarning(false);
      if (session === current) session = null;
    },
  };
  let lastActivity = Number.NEGATIVE_INFINITY;
  function onActivity() {
    const now = env.now();
    if (now - lastActivity < ACTIVITY_THROTTLE_MS) return;
    lastActivity = now;
    if (!current.actor) current.actor = startVisit(env, changed);
    else if (current.actor.getSnapshot().status === "active") current.actor.send({ type: "activity" });
  }
  for (const type of ACTIVITY_EVENTS) env.target.addEventListener(type, onActivity, options);
  session = current;
  return current.stop;
}

/** The funnel reports the furthest step reached (TRACKING_STATUS 2 … 9); ignored when tracking is off. */
export function trackStatus(status: TrackingStatus): void {
  const actor = session?.actor;
  if (actor?.getSnapshot().status === "active") actor.send({ type: "tracking.status", status });
}

/** Listens to the idle warning (useSyncExternalStore's subscribe); returns the unsubscribe. */
export function subscribeIdleWarning(listener: () => void): () => void {
  warningListeners.add(listener);
  return () => warningListeners.delete(listener);
}

/** Whether the idle warning is up: 30 s before the 4-minute cut-off, until any activity. */
export const idleWarningShown = (): boolean => warning;

/** The visitor answered the warning: counts as activity at once (not throttled). */
export function stillHere(): void {
  const actor = session?.actor;
  if (actor?.getSnapshot().status === "active") actor.send({ type: "activity" });
}

/**
 * The page the idle return left, once: read and forgotten, so the offer to go back shows on the
 * first page after the return only. Only a path of this site (no other origin) is given back.
 */
export function takeIdleReturn(storage: Pick<Storage, "getItem" | "removeItem">): string | null {
  const from = storage.getItem(IDLE_RETURN_FROM_KEY);
  storage.removeItem(IDLE_RETURN_FROM_KEY);
  return from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
}

/** Stops tracking (tests, or a page that must not be tracked). */
export function stopTracking(): void {
  session?.stop();
}
