import { screen } from "@testing-library/react";
import type { AnyActorRef, AnyMachineSnapshot } from "xstate";
import type { OtpContext } from "../../machines/otp/types";
import { formatCountdown } from "../../src/domain/format";
import { t } from "../../src/i18n/t";
import type { DeferredActors } from "../support/machine-paths";
import type { OtpShows } from "./otp";

/** The calls the fakes saw, as the oracle writes them. */
export function otpCalls(fakes: DeferredActors): string[] {
  return fakes.started.flatMap(({ id, input }) => {
    if (id === "verifyOtp") return [`verifyOtp ${(input as { otp: string }).otp}`];
    if (id === "resendOtp") return ["resendOtp"];
    return [];
  });
}

function finishedOf(snapshot: AnyMachineSnapshot): OtpShows["finished"] {
  if (snapshot.status !== "done") return null;
  return (snapshot.output as { status: "verified" | "abandoned" }).status;
}

/** What the OTP panel would show for a snapshot, read the way the view reads it (tags, can, context). */
export function otpShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): OtpShows {
  const context = snapshot.context as OtpContext;
  const text = context.message ?? (context.errorKey ? t(context.errorKey) : "");
  const popup = snapshot.hasTag("popup");
  return {
    ...(popup ? {} : { boxesDisabled: snapshot.hasTag("inputsDisabled") }),
    digits: context.value,
    confirmEnabled: snapshot.can({ type: "otp.submitted" }),
    popup: popup ? text : null,
    inlineError: snapshot.hasTag("error") && !popup && text !== "" ? text : null,
    countdown: t("otp_countdown", { time: formatCountdown(context.remaining) }),
    resendLink: snapshot.can({ type: "otp.resend" }),
    attemptsLine: snapshot.hasTag("lockedOut") ? null : t("otp_attempts_left", { count: context.attemptsLeft }),
    calls: otpCalls(fakes),
    finished: finishedOf(snapshot),
  };
}

/** What the rendered OtpPanel shows (Testing Library queries, as a visitor finds things). */
export function otpShowsOnScreen(expected: OtpShows, actor: AnyActorRef, fakes: DeferredActors): OtpShows {
  const dialog = screen.queryByRole("dialog");
  const dialogText = dialog?.textContent ?? "";
  const boxes = screen.getAllByRole("textbox", { name: /^Chữ số thứ \d của mã OTP$/ }) as HTMLInputElement[];
  const confirm = screen.getByRole("button", { name: /^(Xác nhận|Đang xác thực\.\.\.)$/ });
  const inline = screen.queryAllByRole("alert").find((element) => element.closest('[role="dialog"]') === null);
  const attempts = screen.queryByText(/^Bạn còn \d+ lần nhập mã$/);
  return {
    ...(dialog ? {} : { boxesDisabled: boxes[0]?.disabled ?? false }),
    digits: boxes.map((box) => box.value).join(""),
    confirmEnabled: !confirm.hasAttribute("disabled"),
    popup: dialog ? (expected.popup && dialogText.includes(expected.popup) ? expected.popup : dialogText) : null,
    inlineError: inline?.textContent ?? null,
    countdown: screen.getByRole("timer").textContent ?? "",
    resendLink: screen.queryByRole("button", { name: "Gửi lại mã" }) !== null,
    attemptsLine: attempts?.textContent ?? null,
    calls: otpCalls(fakes),
    finished: finishedOf(actor.getSnapshot() as AnyMachineSnapshot),
  };
}
