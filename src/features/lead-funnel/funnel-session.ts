import { type Actor, createActor } from "xstate";
import type { TrackingStatus } from "../../../machines/inactivity/types";
import type { Attribution, LeadFunnelInput } from "../../../machines/lead-funnel/types";
import { paramsFromQuery, toAttribution } from "../../domain/attribution";
import { inspect } from "../../state/inspection";
import { readAttribution } from "../tracking/attribution-cookies";
import { IDLE_RETURN_KEY, trackStatus } from "../tracking/tracking-session";
import { createFunnelMachine, FUNNEL_SYSTEM_ID, type FunnelEffects, type FunnelMachine } from "./create-funnel-machine";
import { clearStoredFunnel, readStoredFunnel, rearmDelays, writeStoredFunnel } from "./funnel-persistence";

/**
 * The visitor's funnel: one actor per page load, shared by the home page's loan tab and /vay-tien-online
 * (switching tabs or pages keeps it), restored from sessionStorage after a reload and written back on
 * every change. After the inactivity cut-off reloads the page at / (tracking), the funnel starts fresh.
 */

export interface FunnelNavigator {
  goHome: () => void;
  goToLogin: (username: string) => void;
}

/** Until a view mounts with the router's navigate, plain page loads do the job. */
let navigator: FunnelNavigator = {
  goHome: () => window.location.assign("/"),
  goToLogin: (username) => window.location.assign(`/login?username=${encodeURIComponent(username)}`),
};

export function setFunnelNavigator(next: FunnelNavigator): void {
  navigator = next;
}

/** The attribution of the lead: this landing's query parameters, else what tracking kept in cookies. */
function attribution(): Attribution {
  const landing = paramsFromQuery(window.location.search);
  const found = Object.keys(landing).length > 0 ? toAttribution(landing) : readAttribution();
  const kept: Attribution = {};
  for (const [field, value] of Object.entries(found)) {
    if (field !== "systemClickId" && typeof value === "string") Object.assign(kept, { [field]: value });
  }
  return kept;
}

function freshInput(): LeadFunnelInput {
  return { currentYear: new Date().getFullYear(), attribution: attribution(), sourceUrl: document.referrer };
}

const effects: FunnelEffects = {
  track: (status) => trackStatus(status as TrackingStatus),
  goHome: () => navigator.goHome(),
  goToLogin: (username) => navigator.goToLogin(username),
};

export type FunnelActor = Actor<FunnelMachine>;
let session: FunnelActor | null = null;

/**
 * Read when the app's code loads, before tracking starts (and clears the flag): this page load is the
 * inactivity cut-off's return to /, so the abandoned funnel is not resumed.
 */
const idleReturnAtLoad = (() => {
  try {
    return typeof window !== "undefined" && window.sessionStorage.getItem(IDLE_RETURN_KEY) !== null;
  } catch {
    return false;
  }
})();
let idleReturnPending = idleReturnAtLoad;

function start(machine: FunnelMachine, storage: Storage): FunnelActor {
  const input = freshInput();
  const idleReturn = idleReturnPending || storage.getItem(IDLE_RETURN_KEY) !== null;
  idleReturnPending = false;
  const stored = idleReturn
    ? undefined
    : readStoredFunnel(storage, machine, createActor(machine, { input }).getSnapshot().context);
  if (stored) {
    try {
      const restored = createActor(machine, { snapshot: stored, input, systemId: FUNNEL_SYSTEM_ID, inspect });
      restored.start();
      rearmDelays(restored);
      return restored;
    } catch {
      // A snapshot the machine cannot run: start fresh.
    }
  }
  clearStoredFunnel(storage);
  const actor = createActor(machine, { input, systemId: FUNNEL_SYSTEM_ID, inspect });
  actor.start();
  return actor;
}

/** The page's funnel actor, created (or restored) on first use. */
export function funnelSession(storage: Storage = window.sessionStorage): FunnelActor {
  if (session) return session;
  const actor = start(createFunnelMachine(effects), storage);
  const write = () => writeStoredFunnel(storage, actor.getSnapshot(), actor.getPersistedSnapshot());
  // The OTP step's countdown lives in its own actor: its changes are written too.
  let watched: { child: unknown; stop: () => void } | null = null;
  const sync = () => {
    const otp = actor.getSnapshot().children.otp;
    if (watched?.child !== otp) {
      watched?.stop();
      const subscription = otp?.subscribe(write);
      watched = otp ? { child: otp, stop: () => subscription?.unsubscribe() } : null;
    }
    write();
  };
  actor.subscribe(sync);
  sync();
  session = actor;
  return actor;
}

/** Stops the page's funnel (tests). */
export function disposeFunnelSession(): void {
  session?.stop();
  session = null;
}
