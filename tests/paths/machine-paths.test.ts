import { describe, expect, it } from "vitest";
import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { EkycInput } from "../../machines/ekyc/types";
import type { LeadFunnelInput } from "../../machines/lead-funnel/types";
import type { OtpInput } from "../../machines/otp/types";
import type { PasswordResetInput } from "../../machines/password-reset/types";
import { deletionShows, deletionShowsFromSnapshot, nextDeletion, startDeletion } from "../oracles/data-deletion";
import { ekycShows, ekycShowsFromSnapshot, nextEkyc, startEkyc } from "../oracles/ekyc";
import { funnelResult, funnelShows, nextFunnel, startFunnel } from "../oracles/lead-funnel";
import { funnelResultFromSnapshot, funnelShowsFromSnapshot } from "../oracles/lead-funnel-readers";
import { nextTicket, startTicket, ticketShows, ticketShowsFromSnapshot } from "../oracles/loan-ticket";
import { nextReview, reviewShows, reviewShowsFromSnapshot, startReview } from "../oracles/manual-review";
import { myDataShows, nextMyData, startMyData } from "../oracles/my-data";
import { myDataShowsFromSnapshot } from "../oracles/my-data-readers";
import { nextOtp, otpShows, startOtp } from "../oracles/otp";
import { otpShowsFromSnapshot } from "../oracles/otp-readers";
import { nextReset, resetShows, resetShowsFromSnapshot, startReset } from "../oracles/password-reset";
import { SPEC_DELAYS_MS } from "../oracles/spec";
import { fakeTimersInEachTest } from "../support/machine-coverage";
import type { DeferredActors } from "../support/machine-paths";
import { buildCatalogue, type CataloguePath, testTitle } from "./catalogue";
import { PATH_MODELS } from "./path-models";
import { replayInWords, stepWords } from "./replay-in-words";

/**
 * Every path of the QA catalogue (docs/paths/<machine>.md), replayed on the machine with its calls as
 * fakes, under the catalogue's number and title: `npm run test:paths`.
 */
// Stryker (scripts/test-mutants.mjs) narrows a run to the mutated machines: MUTANT_MACHINES=otp,ekyc.
const only = process.env.MUTANT_MACHINES?.split(",").filter((name) => name !== "");
const catalogues = PATH_MODELS.filter((model) => !only?.length || only.includes(model.name)).map(buildCatalogue);

/** SPEC.md's expectations (tests/oracles/), checked against the machine as its view reads it. */
type Oracle = (entry: CataloguePath, fakes: DeferredActors) => (index: number, snapshot: AnyMachineSnapshot) => void;
const ORACLES: Record<string, Oracle> = {
  "loan-ticket": (entry, fakes) => {
    let expected = startTicket();
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextTicket(expected, event);
      const where = `${stepWords(entry, index)}: SPEC expects ${expected.step}${expected.popup ? " with a popup" : ""}`;
      expect(ticketShowsFromSnapshot(snapshot, fakes), where).toEqual(ticketShows(expected));
    };
  },
  "lead-funnel": (entry, fakes) => {
    let expected = startFunnel();
    const { currentYear } = entry.input as LeadFunnelInput;
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextFunnel(expected, event, currentYear);
      const where = `${stepWords(entry, index)}: SPEC expects ${expected.screen}${expected.popup ? " with a popup" : ""}`;
      expect(funnelShowsFromSnapshot(snapshot, fakes), where).toEqual(funnelShows(expected));
      expect(funnelResultFromSnapshot(snapshot), `${where}: the result by score`).toEqual(funnelResult(expected));
      // The score the bar shows (totalScore): 5 at the start, after a failed call and back at step 4 or lower.
      expect((snapshot.context as { totalScore: number }).totalScore, `${where}: the score`).toBe(expected.score);
    };
  },
  "data-deletion": (entry, fakes) => {
    let expected = startDeletion();
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextDeletion(expected, event);
      const where = `${stepWords(entry, index)}: SPEC expects ${expected.screen}`;
      expect(deletionShowsFromSnapshot(snapshot, fakes), where).toEqual(deletionShows(expected));
    };
  },
  "manual-review": (entry, fakes) => {
    let expected = startReview();
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextReview(expected, event);
      const where = `${stepWords(entry, index)}: issue 31 expects ${expected.screen}`;
      expect(reviewShowsFromSnapshot(snapshot, fakes), where).toEqual(reviewShows(expected));
    };
  },
  "my-data": (entry, fakes) => {
    let expected = startMyData();
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextMyData(expected, event);
      const where = `${stepWords(entry, index)}: SPEC expects ${expected.stage}`;
      expect(myDataShowsFromSnapshot(snapshot, fakes), where).toEqual(myDataShows(expected));
    };
  },
  ekyc: (entry, fakes) => {
    let expected = startEkyc(entry.input as EkycInput);
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextEkyc(expected, event);
      const where = `${stepWords(entry, index)}: SPEC expects ${expected.screen}`;
      expect(ekycShowsFromSnapshot(snapshot, fakes), where).toEqual(ekycShows(expected));
    };
  },
  "password-reset": (entry, fakes) => {
    let expected = startReset(entry.input as PasswordResetInput);
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextReset(expected, event);
      const where = `${stepWords(entry, index)}: SPEC expects ${expected.screen}`;
      expect(resetShowsFromSnapshot(snapshot, fakes), where).toEqual(resetShows(expected));
    };
  },
  otp: (entry, fakes) => {
    let expected = startOtp(entry.input as OtpInput);
    return (index, snapshot) => {
      const event = entry.path.steps[index]?.event as AnyEventObject;
      if (index > 0) expected = nextOtp(expected, event);
      const where = `${stepWords(entry, index)}: SPEC expects "${expected.screen}"`;
      expect(otpShowsFromSnapshot(snapshot, fakes), where).toEqual(otpShows(expected));
    };
  },
};

/**
 * Timed steps take SPEC's time: a step that waits for a named delay (`LOADING passed`) is replayed by
 * letting the machine's own timer fire, and the clock must then have moved by SPEC's duration
 * (tests/oracles/spec.ts): 0.2 s, 3 s, 1 s a tick, 30 s, 240 s, 0.5 s.
 */
function spentAsSpecSays(entry: CataloguePath) {
  let before = Date.now();
  return (index: number) => {
    const now = Date.now();
    const type = entry.path.steps[index]?.event.type ?? "";
    if (index > 0 && type.startsWith("xstate.after.")) {
      const delay = type.slice("xstate.after.".length).split(".")[0] ?? "";
      expect(delay in SPEC_DELAYS_MS, `${stepWords(entry, index)}: SPEC names the delay ${delay}`).toBe(true);
      expect(now - before, `${stepWords(entry, index)}: the time it took (ms)`).toBe(SPEC_DELAYS_MS[delay]);
    }
    before = now;
  };
}

fakeTimersInEachTest();

describe.each(catalogues.map((catalogue) => [catalogue.model.name, catalogue] as const))("%s", (name, catalogue) => {
  it("takes every transition the machine defines", () => {
    const taken = new Set([...catalogue.atStart, ...catalogue.paths.flatMap((entry) => entry.taken.flat())]);
    expect(catalogue.defined.filter((id) => !taken.has(id))).toEqual([]);
  });

  it.each(catalogue.paths.map((entry) => [testTitle(name, entry), entry] as const))("%s", async (_, entry) => {
    const { machine, fakes } = catalogue.model.create();
    const oracle = ORACLES[name]?.(entry, fakes);
    const lasts = spentAsSpecSays(entry);
    await replayInWords(entry, {
      machine,
      fakes,
      onStep: (index, snapshot) => {
        lasts(index);
        oracle?.(index, snapshot);
      },
    });
  });
});
