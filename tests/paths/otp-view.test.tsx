import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import type { OtpInput } from "../../machines/otp/types";
import { OtpPanel } from "../../src/ui/otp-panel";
import type { OtpActorRef } from "../../src/ui/use-otp-events";
import { nextOtp, type OtpExpected, otpShows, startOtp } from "../oracles/otp";
import { otpShowsOnScreen } from "../oracles/otp-readers";
import { buildCatalogue, testTitle } from "./catalogue";
import { PATH_MODELS } from "./path-models";
import { replayInWords, stepWords } from "./replay-in-words";

/**
 * Every OTP path of the catalogue through the real OtpPanel: at every step the screen must show what
 * SPEC.md says (tests/oracles/otp.ts), whatever the machine decided.
 */
const model = PATH_MODELS.find((one) => one.name === "otp");
if (!model) throw new Error("no otp path model");
const catalogue = buildCatalogue(model);

describe("otp view", () => {
  it.each(catalogue.paths.map((entry) => [testTitle("otp", entry), entry] as const))(
    "%s",
    async (_, entry) => {
      const { machine, fakes } = model.create();
      let expected: OtpExpected = startOtp(entry.input as OtpInput);
      await replayInWords(entry, {
        machine,
        fakes,
        clock: new SimulatedClock(),
        wrap: (run) => act(run),
        onStart: (actor) => {
          render(<OtpPanel actorRef={actor as OtpActorRef} />);
        },
        onStep: (index, _snapshot, actor) => {
          const step = entry.path.steps[index];
          if (index > 0 && step) expected = nextOtp(expected, step.event);
          // Inside a run of countdown seconds the screen is checked at the run's end (the machine-level
          // oracle in machine-paths.test.ts checks every second): rendering 300 checks per path is slow.
          const isTick = (i: number) => entry.path.steps[i]?.event.type.startsWith("xstate.after.") === true;
          if (index > 0 && isTick(index) && isTick(index + 1)) return;
          const shows = otpShows(expected);
          expect(
            otpShowsOnScreen(shows, actor, fakes),
            `${stepWords(entry, index)}: SPEC expects "${expected.screen}"`,
          ).toEqual(shows);
        },
      });
    },
    300_000,
  );
});
