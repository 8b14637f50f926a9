import { type Actor, createActor } from "xstate";
import type { Attribution, LeadFunnelInput } from "../../../machines/lead-funnel/types";
import { getDemoHeaders } from "../../api/demo-headers";
import { paramsFromQuery, toAttribution } from "../../domain/attribution";
import { inspect } from "../../state/inspection";
import { createFunnelMachine, type FunnelMachine } from "./create-funnel-machine";
import { clearStoredFunnel, readStoredFunnel, rearmDelays, writeStoredFunnel } from "./funnel-persistence";

/**
 * The visitor's funnel: one actor per page load, shared by the home page's loan tab and /vay-tien-online
 * (switching tabs or pages keeps it), restored from sessionStorage after a reload and written back on
 * every change. The inactivity cut-off's return to / (tracking) reloads the page, and the funnel resumes
 * there from its stored snapshot (step, answers, phone and e-mail; never the OTP code, the bot-check
 * payload or a password, see funnel-persistence.ts).
 * The app makes one session per router (src/app/router.tsx) and hands it to views through the router
 * context; what it needs from tracking and the router comes in `FunnelSessionDeps`.
 */
export interface FunnelSessionDeps {
  storage: Storage;
  /** The attribution tracking kept in cookies, for a landing without its own query parameters. */
  storedAttribution: () => Record<string, string | null>;
  /** Reports the furthest funnel step to visit tracking (statuses 2 … 9). */
  track: (status: number) => void;
  goHome: () => void;
  goToLogin: (username: string) => void;
}

export type FunnelActor = Actor<FunnelMachine>;

export interface FunnelSession {
  /** The page's funnel actor, created (or restored) on first use. */
  actor: () => FunnelActor;
  /**
   * When the page's funnel was restored from storage: an actor of the same machine and input at its
   * first step, never started, for the first render of a prerendered page (whose HTML holds the first
   * step) to match it while React hydrates. Null when the funnel was not restored.
   */
  pristine?: () => FunnelActor | null;
  /** Stops the funnel (tests). */
  dispose: () => void;
}

/**
 * SPEC §7's demo headers call (decision 013), made once when a funnel session starts: it shows a
 * developer which request headers reach the API. Its answer is not used and nothing waits for it;
 * any failure (404 in production, a network error, a throw before the request) is ignored.
 */
function probeDemoHeaders(): void {
  try {
    getDemoHeaders().catch(() => undefined);
  } catch {
    // a throw before the request: nothing waits for this call
  }
}

/** The attribution of the lead: this landing's query parameters, else what tracking kept in cookies. */
function attribution(deps: FunnelSessionDeps): Attribution {
  const landing = paramsFromQuery(window.location.search);
  const found = Object.keys(landing).length > 0 ? toAttribution(landing) : deps.storedAttribution();
  const kept: Attribution = {};
  for (const [field, value] of Object.entries(found)) {
    if (field !== "systemClickId" && typeof value === "string") Object.assign(kept, { [field]: value });
  }
  return kept;
}

function start(
  machine: FunnelMachine,
  input: LeadFunnelInput,
  storage: Storage,
): { actor: FunnelActor; restored: boolean } {
  const stored = readStoredFunnel(storage, machine, createActor(machine, { input }).getSnapshot().context);
  if (stored) {
    try {
      const restored = createActor(machine, { snapshot: stored, input, inspect });
      restored.start();
      rearmDelays(restored);
      return { actor: restored, restored: true };
    } catch {
      // A snapshot the machine cannot run: start fresh.
    }
  }
  clearStoredFunnel(storage);
  const actor = createActor(machine, { input, inspect });
  actor.start();
  return { actor, restored: false };
}

/** Writes the funnel (and its OTP step's countdown, which lives in its own actor) on every change. */
function persist(actor: FunnelActor, storage: Storage): void {
  const write = () => writeStoredFunnel(storage, actor.getSnapshot(), actor.getPersistedSnapshot());
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
}

/** Makes the page's funnel session; the actor is created (or restored) on first use. */
export function createFunnelSession(deps: FunnelSessionDeps): FunnelSession {
  let session: FunnelActor | null = null;
  let pristine: (() => FunnelActor) | null = null;
  let pristineActor: FunnelActor | null = null;
  return {
    actor: () => {
      if (session) return session;
      const input = {
        currentYear: new Date().getFullYear(),
        attribution: attribution(deps),
        sourceUrl: document.referrer,
      };
      const machine = createFunnelMachine(deps);
      const { actor, restored } = start(machine, input, deps.storage);
      persist(actor, deps.storage);
      // A funnel that starts (not one restored after a reload) makes the demo headers call, unawaited.
      if (!restored) probeDemoHeaders();
      if (restored) pristine = () => createActor(machine, { input });
      session = actor;
      return actor;
    },
    pristine: () => {
      if (!pristine) return null;
      pristineActor ??= pristine();
      return pristineActor;
    },
    dispose: () => {
      session?.stop();
      session = null;
    },
  };
}
