import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import type { EkycInput } from "../../machines/ekyc/types";
import { type EkycActorRef, EkycView } from "../../src/features/loan-ticket/ekyc/ekyc-view";
import { type FaceServices, FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { type EkycExpected, ekycShows, nextEkyc, startEkyc } from "../oracles/ekyc";
import { ekycShowsOnScreen } from "../oracles/ekyc-readers";
import { buildCatalogue, dottedValue, testTitle } from "./catalogue";
import { PATH_MODELS } from "./path-models";
import { replayInWords, stepWords } from "./replay-in-words";

/**
 * Every eKYC path of the catalogue through the real identity step (EkycView): at every step the screen,
 * the enabled buttons, the message, what goes back to the loan ticket and the calls must be what SPEC.md
 * says (tests/oracles/ekyc.ts), whatever the machine decided. The camera and the face model never
 * answer here (the face component's own tests cover them): the path's capture is sent as the component
 * would send it.
 */
const model = PATH_MODELS.find((one) => one.name === "ekyc");
if (!model) throw new Error("no ekyc path model");
const catalogue = buildCatalogue(model);

const never = <T,>() => new Promise<T>(() => {});
const QUIET_FACE: FaceServices = {
  loadDetector: never,
  openCamera: never,
  snapshot: never,
  decodeImage: never,
};

describe("ekyc view", () => {
  it.each(catalogue.paths.map((entry) => [testTitle("ekyc", entry), entry] as const))(
    "%s",
    async (_, entry) => {
      const { machine, fakes } = (model as NonNullable<typeof model>).create();
      let expected: EkycExpected = startEkyc(entry.input as EkycInput);
      await replayInWords(entry, {
        machine,
        fakes,
        clock: new SimulatedClock(),
        wrap: (run) => act(run),
        onStart: async (actor) => {
          await act(async () => {
            render(
              <FaceServicesContext.Provider value={QUIET_FACE}>
                <EkycView actorRef={actor as EkycActorRef} />
              </FaceServicesContext.Provider>,
            );
          });
        },
        onStep: (index, snapshot, actor) => {
          const step = entry.path.steps[index];
          if (index > 0 && step) expected = nextEkyc(expected, step.event);
          const shows = ekycShows(expected);
          expect(
            ekycShowsOnScreen(shows, actor, fakes),
            `${stepWords(entry, index)}, in ${dottedValue(snapshot.value)}: SPEC expects ${expected.screen}`,
          ).toEqual(shows);
        },
      });
    },
    60_000,
  );
});
