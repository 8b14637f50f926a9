import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, assign, SimulatedClock, setup } from "xstate";
import type { ekycMachine } from "../../machines/ekyc/machine";
import type { EkycInput, EkycOutput } from "../../machines/ekyc/types";
import type { OtpOutput, VerifyOtpResult } from "../../machines/otp/types";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { LookupsProvider } from "../../src/features/loan-ticket/lookups";
import { fakeLookups } from "../../stories/loan-ticket/fake-wizard";
import {
  nextTicket,
  startTicket,
  type TicketExpected,
  ticketShows,
  ticketShowsFromSnapshot,
} from "../oracles/loan-ticket";
import { ticketShowsOnScreen } from "../oracles/loan-ticket-readers";
import { type DeferredActors, flush } from "../support/machine-coverage";
import { otpWithFakes } from "../support/otp-fakes";
import { buildCatalogue, dottedValue, testTitle } from "./catalogue";
import { PATH_MODELS } from "./path-models";
import { replayInWords, stepWords } from "./replay-in-words";
import { viewCallLog } from "./view-calls";

/**
 * Every loan-ticket path of the catalogue through the real wizard (LoanTicketView): at every step the
 * step shown, the popup and the calls must be what SPEC.md section 7 says (tests/oracles/loan-ticket.ts),
 * whatever the machine decided. The OTP step runs the real OTP machine and panel; the identity step's
 * eKYC child is a stand-in that shows the eKYC's first screen (the document choice) and finishes with the path's identity (eKYC has its own
 * view test, tests/paths/ekyc-view.test.tsx, and the wizard only passes its output on).
 */
const model = PATH_MODELS.find((one) => one.name === "loan-ticket");
if (!model) throw new Error("no loan-ticket path model");
const catalogue = buildCatalogue(model);

/** The eKYC child as the wizard sees it: started (a call), then finished with an identity. */
function ekycStandIn(fakes: DeferredActors) {
  return setup({
    types: {
      input: {} as EkycInput,
      context: {} as { output: EkycOutput | null; docType: "cccd" },
      events: {} as { type: "finish"; output: EkycOutput },
    },
  }).createMachine({
    id: "ekycStandIn",
    // The document choice, as the real eKYC opens with: the identity step shows its first screen.
    context: { output: null, docType: "cccd" },
    entry: ({ self }) => {
      fakes.started.push({ id: "ekyc", input: self.id });
    },
    initial: "open",
    states: {
      open: {
        tags: ["document"],
        on: { finish: { target: "done", actions: assign({ output: ({ event }) => event.output }) } },
      },
      done: { type: "final" },
    },
    output: ({ context }) => context.output,
  });
}

function viewMachine() {
  const { machine, fakes } = (model as NonNullable<typeof model>).create();
  const otp = otpWithFakes(fakes);
  const ekyc = ekycStandIn(fakes) as unknown as typeof ekycMachine;
  return { fakes, machine: machine.provide({ actors: { otp, ekyc } }) };
}

const child = (actor: AnyActorRef, id: string) =>
  (actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef;

/** The children's ends: the eKYC stand-in finishes; the OTP is typed (verified) or locked out and left. */
async function perform(event: AnyEventObject, actor: AnyActorRef, fakes: DeferredActors): Promise<boolean> {
  if (event.type === "xstate.done.actor.ekyc") {
    child(actor, "ekyc").send({ type: "finish", output: event.output });
    return true;
  }
  if (event.type !== "xstate.done.actor.otp") return false;
  const otp = child(actor, "otp");
  const enter = async (answer: VerifyOtpResult) => {
    otp.send({ type: "otp.change", value: "123456" });
    otp.send({ type: "otp.submitted" });
    fakes.resolve("verifyOtp", answer);
    await flush();
  };
  if ((event.output as OtpOutput).status === "verified") {
    await enter({ kind: "ok", data: null });
    return true;
  }
  // Three wrong codes lock the lead-purpose entry; 'start again' gives up (SPEC 8, recreate the loan).
  for (let attempt = 0; attempt < 3; attempt += 1) await enter({ kind: "wrong" });
  otp.send({ type: "otp.restart" });
  return true;
}

describe("loan-ticket view", () => {
  it.each(catalogue.paths.map((entry) => [testTitle("loan-ticket", entry), entry] as const))(
    "%s",
    async (_, entry) => {
      const { machine, fakes } = viewMachine();
      const calls = viewCallLog(
        fakes,
        (seen) => seen.started.map(({ id }) => id),
        () => "otp",
      );
      let expected: TicketExpected = startTicket();
      await replayInWords(entry, {
        machine,
        fakes,
        clock: new SimulatedClock(),
        wrap: (run) => act(run),
        perform: (event, actor) => perform(event, actor, fakes),
        onStart: (actor) => {
          render(
            <LookupsProvider value={fakeLookups}>
              <LoanTicketView actorRef={actor as LoanTicketActorRef} />
            </LookupsProvider>,
          );
        },
        onStep: (index, snapshot, actor) => {
          const step = entry.path.steps[index];
          if (index > 0 && step) expected = nextTicket(expected, step.event);
          const where = `${stepWords(entry, index)}, in ${dottedValue(snapshot.value)}: SPEC expects ${expected.step}${expected.popup ? " with a popup" : ""}`;
          expect(ticketShowsOnScreen(calls(actor), ticketShowsFromSnapshot(snapshot, fakes).step), where).toEqual(
            ticketShows(expected),
          );
        },
      });
    },
    60_000,
  );
});
