import { screen } from "@testing-library/react";
import type { OtpContext } from "../../machines/otp/types";
import type { ResetShows } from "./password-reset";

/**
 * What the rendered password-reset screens show (Testing Library queries, as a visitor finds things),
 * in the shape of `resetShows` (tests/oracles/password-reset.ts). Headings are the SPEC titles; once the
 * flow has finished the app has navigated to the login page, so "login" is read from the finished flow
 * and the success notice from its `?transId=success` call.
 */

const HEADINGS: Record<string, ResetShows["screen"]> = {
  "Quên mật khẩu": "request",
  "Xác thực OTP": "code",
  "Đổi mật khẩu": "change",
  "Đường dẫn đã hết hiệu lực": "change",
};

const outsideDialog = (elements: HTMLElement[]) =>
  elements.find((element) => element.closest('[role="dialog"]') === null) ?? null;
const confirmButton = (busyText: string) =>
  outsideDialog(
    screen.queryAllByRole("button", { name: new RegExp(`^(Xác nhận|${busyText.replace(/\./g, "\\.")})$`) }),
  );
const enabled = (button: HTMLElement | null) => button !== null && !button.hasAttribute("disabled");

/** The code screen's OTP entry as a call, in the oracle's words: `otp reset <phone> <tx> resends N attempts N`. */
export const otpCallOf = (c: OtpContext): string =>
  `otp ${c.purpose} ${c.phone} ${c.transactionId} resends ${c.resendsLeft} attempts ${c.attemptsLeft}`;

export function resetShowsOnScreen(expected: ResetShows, calls: string[], finished: boolean): ResetShows {
  const heading = screen.queryByRole("heading", { level: 1 })?.textContent ?? "";
  const onScreen = finished ? "login" : (HEADINGS[heading] ?? (`heading "${heading}"` as ResetShows["screen"]));
  const dialog = screen.queryByRole("dialog");
  const dialogText = dialog?.textContent ?? "";
  const request = onScreen === "request";
  const expiredView = !finished && heading === "Đường dẫn đã hết hiệu lực";
  const phone = request ? (screen.getByLabelText("Số điện thoại") as HTMLInputElement).value : null;
  const alert = outsideDialog(screen.queryAllByRole("alert"));
  return {
    screen: onScreen,
    phone,
    requestConfirmEnabled: request && enabled(confirmButton("Đang gửi mã...")),
    fieldError: request ? (alert?.textContent ?? null) : null,
    busy: !finished && screen.queryAllByRole("button").some((button) => button.getAttribute("aria-busy") === "true"),
    popup: dialog ? (expected.popup && dialogText.includes(expected.popup) ? expected.popup : dialogText) : null,
    changeConfirmEnabled: onScreen === "change" && !expiredView && enabled(confirmButton("Đang đổi mật khẩu...")),
    expired: expiredView ? (alert?.textContent ?? "") : null,
    successNotice: finished
      ? calls.includes("showLoginSuccess")
      : screen.queryByText("Đổi mật khẩu thành công. Đang chuyển đến trang đăng nhập...") !== null,
    calls,
  };
}
