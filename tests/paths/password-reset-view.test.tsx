import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, SimulatedClock } from "xstate";
import type { OtpOutput } from "../../machines/otp/types";
import type { PasswordResetInput } from "../../machines/password-reset/types";
import { PasswordResetView } from "../../src/features/account/password-reset-view";
import type { PasswordResetActorRef } from "../../src/features/account/use-reset-events";
import { renderRoutes } from "../components/account-support";
import { nextReset, type ResetExpected, resetCalls, resetShows, startReset } from "../oracles/password-reset";
import { otpCallOf, resetShowsOnScreen } from "../oracles/password-reset-readers";
import type { DeferredActors } from "../support/machine-paths";
import { otpWithFakes } from "../support/otp-fakes";
import { buildCatalogue, dottedValue, testTitle } from "./catalogue";
import { PATH_MODELS } from "./path-models";
import { replayInWords, stepWords } from "./replay-in-words";
import { viewCallLog } from "./view-calls";

/**
 * Every password-reset path of the catalogue through the real screens (PasswordResetView: the phone,
 * the code with the real OTP machine and panel, the new password): each step is typing or a click, a
 * call's answer, or time; at every step the screen and the calls must be what SPEC.md says
 * (tests/oracles/password-reset.ts), whatever the machine decided.
 */
const model = PATH_MODELS.find((one) => one.name === "password-reset");
if (!model) throw new Error("no password-reset path model");
const catalogue = buildCatalogue(model);

/** The catalogue's machine, with the real OTP machine on the code screen (its calls are fakes too). */
function viewMachine() {
  const { machine, fakes } = (model as NonNullable<typeof model>).create();
  const otp = otpWithFakes(fakes);
  return { fakes, machine: machine.provide({ actors: { otp } }) };
}

const closePopup = () => within(screen.getByRole("dialog")).getByRole("button", { name: "Tiếp tục" });

/** A step as the visitor takes it on the screen; answers and time are left to the replay. */
async function perform(event: AnyEventObject, fakes: DeferredActors): Promise<boolean> {
  const user = userEvent.setup({ delay: null });
  switch (event.type) {
    case "request.change":
      fireEvent.change(screen.getByLabelText("Số điện thoại"), { target: { value: event.value } });
      return true;
    case "request.submit":
    case "password.submit":
      await user.click(screen.getByRole("button", { name: "Xác nhận" }));
      return true;
    case "password.change":
      fireEvent.change(screen.getByLabelText("Mật khẩu mới"), { target: { value: event.value } });
      return true;
    case "confirmation.change":
      fireEvent.change(screen.getByLabelText("Nhập lại mật khẩu mới"), { target: { value: event.value } });
      return true;
    case "popup.close":
      await user.click(closePopup());
      return true;
    case "login.open":
      await user.click(screen.getByRole("button", { name: "Quay lại đăng nhập" }));
      return true;
    case "xstate.done.actor.otp": {
      // The code screen: six digits and Confirm; the verify answer ends the OTP entry. With no resend
      // left (the model's request), a 203 and closing its popup gives up.
      const output = event.output as OtpOutput;
      await user.type(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }), "123456");
      await user.click(screen.getByRole("button", { name: "Xác nhận" }));
      if (output.status === "verified") {
        fakes.resolve("verifyOtp", { kind: "ok", data: output.data });
        return true;
      }
      await act(async () => fakes.resolve("verifyOtp", { kind: "limit", message: "Quá số lần cho phép" }));
      await user.click(closePopup());
      return true;
    }
    default:
      return false;
  }
}

describe("password-reset view", () => {
  it.each(catalogue.paths.map((entry) => [testTitle("password-reset", entry), entry] as const))(
    "%s",
    async (_, entry) => {
      const { machine, fakes } = viewMachine();
      const calls = viewCallLog(fakes, resetCalls, otpCallOf);
      let expected: ResetExpected = startReset(entry.input as PasswordResetInput);
      await replayInWords(entry, {
        machine,
        fakes,
        clock: new SimulatedClock(),
        wrap: (run) => act(run),
        perform: (event) => perform(event, fakes),
        onStart: async (actor) => {
          await renderRoutes("/", { "/": () => <PasswordResetView actorRef={actor as PasswordResetActorRef} /> });
        },
        onStep: (index, snapshot, actor) => {
          const step = entry.path.steps[index];
          if (index > 0 && step) expected = nextReset(expected, step.event);
          const shows = resetShows(expected);
          expect(
            resetShowsOnScreen(shows, calls(actor), snapshot.status === "done"),
            `${stepWords(entry, index)}, in ${dottedValue(snapshot.value)}: SPEC expects ${expected.screen}`,
          ).toEqual(shows);
        },
      });
    },
    60_000,
  );
});
