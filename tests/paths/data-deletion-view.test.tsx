import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, SimulatedClock } from "xstate";
import type { OtpOutput } from "../../machines/otp/types";
import { DELAY, OTP } from "../../src/domain/constants";
import { DataDeletionView } from "../../src/features/content/data-deletion-view";
import type { DataDeletionActorRef } from "../../src/features/content/use-data-deletion";
import {
  type DeletionExpected,
  deletionCalls,
  deletionShows,
  nextDeletion,
  startDeletion,
} from "../oracles/data-deletion";
import { deletionOtpCallOf, deletionShowsOnScreen } from "../oracles/data-deletion-readers";
import type { DeferredActors } from "../support/machine-paths";
import { otpWithFakes } from "../support/otp-fakes";
import { buildCatalogue, dottedValue, testTitle } from "./catalogue";
import { PATH_MODELS } from "./path-models";
import { replayInWords, stepWords } from "./replay-in-words";
import { viewCallLog } from "./view-calls";

/**
 * Every data-deletion path of the catalogue through the real page (DataDeletionView: the form, the code
 * with the real OTP machine and panel, the reference number): each step is typing or a click, a call's
 * answer, or time; at every step the page and the calls must be what SPEC.md says
 * (tests/oracles/data-deletion.ts), whatever the machine decided.
 */
const model = PATH_MODELS.find((one) => one.name === "data-deletion");
if (!model) throw new Error("no data-deletion path model");
const catalogue = buildCatalogue(model);

/** The catalogue's machine, with the real OTP machine on the code screen (its calls are fakes too). */
function viewMachine() {
  const { machine, fakes } = (model as NonNullable<typeof model>).create();
  const otp = otpWithFakes(fakes);
  return { fakes, machine: machine.provide({ actors: { otp } }) };
}

const closePopup = () => within(screen.getByRole("dialog")).getByRole("button", { name: "Tiếp tục" });

/** A step as the visitor takes it on the page; answers are left to the replay. */
async function perform(event: AnyEventObject, fakes: DeferredActors, clock: SimulatedClock): Promise<boolean> {
  const user = userEvent.setup({ delay: null });
  switch (event.type) {
    case "deletion.phone.change": {
      // While the code is being sent the field is off: the visitor cannot type.
      const phone = screen.getByLabelText("Số điện thoại") as HTMLInputElement;
      if (!phone.disabled) fireEvent.change(phone, { target: { value: event.value } });
      return true;
    }
    case "deletion.agree.change": {
      const box = screen.getByRole("checkbox", { name: /^Tôi hiểu rằng dữ liệu/ }) as HTMLInputElement;
      if (!box.disabled && box.checked !== event.value) await user.click(box);
      return true;
    }
    case "deletion.submit":
      await user.click(screen.getByRole("button", { name: "Gửi mã xác thực" }));
      return true;
    case "deletion.back":
      await user.click(screen.getByRole("button", { name: "Đổi số điện thoại" }));
      return true;
    case "popup.close":
      await user.click(closePopup());
      return true;
    case "xstate.done.actor.otp": {
      const output = event.output as OtpOutput;
      if (output.status === "verified") {
        // Six digits and Confirm; the verify answer carries the request's reference number.
        await user.type(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }), "123456");
        await user.click(screen.getByRole("button", { name: "Xác nhận" }));
        fakes.resolve("verifyOtp", { kind: "ok", data: output.data });
        return true;
      }
      // Giving up: the code runs out (the reset behaviour: closing the time-up popup leaves the code).
      await act(async () => {
        for (let second = 0; second < OTP.ttlSeconds; second += 1) clock.increment(DELAY.OTP_TICK);
      });
      await user.click(closePopup());
      return true;
    }
    default:
      return false;
  }
}

describe("data-deletion view", () => {
  it.each(catalogue.paths.map((entry) => [testTitle("data-deletion", entry), entry] as const))(
    "%s",
    async (_, entry) => {
      const { machine, fakes } = viewMachine();
      const calls = viewCallLog(fakes, deletionCalls, deletionOtpCallOf);
      const clock = new SimulatedClock();
      let expected: DeletionExpected = startDeletion();
      await replayInWords(entry, {
        machine,
        fakes,
        clock,
        wrap: (run) => act(run),
        perform: (event) => perform(event, fakes, clock),
        onStart: (actor) => {
          render(<DataDeletionView actorRef={actor as DataDeletionActorRef} />);
        },
        onStep: (index, snapshot, actor) => {
          const step = entry.path.steps[index];
          if (index > 0 && step) expected = nextDeletion(expected, step.event);
          const shows = deletionShows(expected);
          expect(
            deletionShowsOnScreen(shows, calls(actor)),
            `${stepWords(entry, index)}, in ${dottedValue(snapshot.value)}: SPEC expects ${expected.screen}`,
          ).toEqual(shows);
        },
      });
    },
    60_000,
  );
});
