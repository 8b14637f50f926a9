import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, type AnyMachineSnapshot, createActor, SimulatedClock } from "xstate";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { passwordResetMachine } from "../../machines/password-reset/machine";
import type {
  ChangePasswordInput,
  ChangePasswordResult,
  PasswordResetInput,
  RequestOtpInput,
  RequestOtpResult,
} from "../../machines/password-reset/types";
import { DELAY } from "../../src/domain/constants";
import { PasswordResetView } from "../../src/features/account/password-reset-view";
import { inputs, resetEvents, startTransitions } from "../machines/password-reset-model";
import {
  createDeferredActors,
  type DeferredActors,
  describePath,
  exploreMachine,
  flush,
  type Path,
  uncoveredTransitions,
} from "../support/machine-coverage";
import { otpWithFakes } from "../support/otp-fakes";

/**
 * The model paths of passwordReset (tests/machines/password-reset-model.ts) driven through the views,
 * as a person would: typing, clicking Confirm, closing popups. The code screen runs the real otp
 * machine, so "the otp machine finished" is played by typing a code and answering its verify call.
 * After every step the machine must be where the path says and the screen must show that state.
 */

/** Storage and navigation are the app's; the screens under test only need them not to throw. */
const NO_EFFECTS = {
  saveRequest: () => {},
  clearRequest: () => {},
  rememberUsername: () => {},
  showRequest: () => {},
  showConfirm: () => {},
  showChange: () => {},
  showLogin: () => {},
  showLoginSuccess: () => {},
};

function explore(input: PasswordResetInput) {
  const fakes = createDeferredActors();
  const model = passwordResetMachine.provide({
    actors: {
      requestOtp: fakes.actor<RequestOtpResult, RequestOtpInput>(),
      otp: fakes.actor<OtpOutput, OtpInput>() as unknown as typeof otpMachine,
      changePassword: fakes.actor<ChangePasswordResult, ChangePasswordInput>(),
    },
    actions: NO_EFFECTS,
  });
  return { model, explored: exploreMachine(model, { input, events: resetEvents }) };
}
const models = inputs.map((input) => ({ input, ...explore(input) }));

function machineFor(fakes: DeferredActors) {
  return passwordResetMachine.provide({
    actors: {
      requestOtp: fakes.actor<RequestOtpResult, RequestOtpInput>(),
      otp: otpWithFakes(fakes),
      changePassword: fakes.actor<ChangePasswordResult, ChangePasswordInput>(),
    },
    actions: NO_EFFECTS,
  });
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const closePopup = () => userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Tiếp tục" }));

/** Performs one path event on the screen (or settles a call, or moves the clock). */
async function perform(event: AnyEventObject, fakes: DeferredActors, clock: SimulatedClock) {
  const user = userEvent.setup();
  switch (event.type) {
    case "request.change":
      fireEvent.change(screen.getByLabelText("Số điện thoại"), { target: { value: event.value } });
      return;
    case "request.submit":
    case "password.submit":
      await user.click(button(/^(Xác nhận)$/));
      return;
    case "password.change":
      fireEvent.change(screen.getByLabelText("Mật khẩu mới"), { target: { value: event.value } });
      return;
    case "confirmation.change":
      fireEvent.change(screen.getByLabelText("Nhập lại mật khẩu mới"), { target: { value: event.value } });
      return;
    case "popup.close":
      await closePopup();
      return;
    case "login.open":
      await user.click(button("Quay lại đăng nhập"));
      return;
    case "xstate.done.actor.otp": {
      // The code screen: six digits, Confirm, then the verify answer that ends the otp machine.
      const output = event.output as OtpOutput;
      await user.click(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }));
      await user.keyboard("123456");
      await user.click(button("Xác nhận"));
      if (output.status === "verified") {
        fakes.resolve("verifyOtp", { kind: "ok", data: output.data });
        await flush();
      } else {
        fakes.resolve("verifyOtp", { kind: "limit", message: "Quá số lần cho phép" });
        await flush();
        await closePopup();
      }
      return;
    }
    default: {
      if (event.type.startsWith("xstate.after.")) clock.increment(DELAY.PASSWORD_CHANGED_REDIRECT);
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
      const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
      if (done?.[1]) fakes.resolve(done[1], event.output);
      if (error?.[1]) fakes.reject(error[1], event.error);
    }
  }
}

/** What the screen must show for a snapshot. */
function checkScreen(snapshot: AnyMachineSnapshot) {
  const heading = screen.getByRole("heading", { level: 1 }).textContent;
  if (snapshot.hasTag("confirm")) expect(heading).toBe("Xác thực OTP");
  else if (snapshot.hasTag("expired")) expect(heading).toBe("Đường dẫn đã hết hiệu lực");
  else if (snapshot.hasTag("change")) expect(heading).toBe("Đổi mật khẩu");
  else expect(heading).toBe("Quên mật khẩu");
  expect(screen.queryByRole("dialog") !== null).toBe(snapshot.hasTag("popup"));
  if (snapshot.hasTag("request")) {
    const phone = screen.getByLabelText("Số điện thoại");
    expect(phone).toHaveValue(snapshot.context.phone);
    expect(phone.getAttribute("aria-invalid") === "true").toBe(snapshot.hasTag("fieldError"));
    expect(button(/^(Xác nhận|Đang gửi mã\.\.\.)$/).hasAttribute("disabled")).toBe(
      !snapshot.can({ type: "request.submit" }),
    );
  }
  if (snapshot.hasTag("change") && !snapshot.hasTag("expired")) {
    expect(button(/^(Xác nhận|Đang đổi mật khẩu\.\.\.)$/).hasAttribute("disabled")).toBe(
      !snapshot.can({ type: "password.submit" }),
    );
    expect(screen.queryByRole("status") !== null).toBe(snapshot.hasTag("changed"));
  }
  if (snapshot.hasTag("expired")) expect(screen.getByRole("alert")).toHaveTextContent(snapshot.context.message ?? "");
}

async function replayThroughViews(path: Path, input: PasswordResetInput) {
  const fakes = createDeferredActors();
  const clock = new SimulatedClock();
  const actor = createActor(machineFor(fakes), { input, clock });
  actor.start();
  const { renderRoutes } = await import("./account-support");
  await renderRoutes("/", { "/": () => <PasswordResetView actorRef={actor} /> });
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        await act(async () => {
          await perform(step.event, fakes, clock);
          await flush();
        });
      }
      const actual = actor.getSnapshot();
      const where = `step ${index} (${step.event.type}) of ${describePath(path)}`;
      expect({ value: actual.value, status: actual.status }, where).toEqual({
        value: step.state.value,
        status: step.state.status,
      });
      expect(actual.context, where).toEqual(step.state.context);
      checkScreen(actual);
    }
  } finally {
    actor.stop();
  }
}

describe("password-reset views along the machine's paths", () => {
  it("the paths replayed here take every transition", () => {
    const paths = models.flatMap(({ explored }) => explored.covering);
    const started = new Set(models.flatMap(({ model, input }) => startTransitions(model, input)));
    const uncovered = uncoveredTransitions(models[0]?.model ?? passwordResetMachine, paths);
    expect(uncovered.filter((id) => !started.has(id))).toEqual([]);
  });

  describe.each(models.map(({ input, explored }) => [input.stage, input, explored] as const))(
    "from %s",
    (_, input, explored) => {
      it.each(explored.covering.map((path) => [describePath(path), path] as const))("%s", async (_name, path) => {
        await replayThroughViews(path, input);
      });
    },
  );
});
