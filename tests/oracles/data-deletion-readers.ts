import { screen } from "@testing-library/react";
import type { OtpContext } from "../../machines/otp/types";
import type { DeletionShows } from "./data-deletion";

/**
 * What the rendered data-deletion page shows (Testing Library queries, as a visitor finds things), in the
 * shape of `deletionShows` (tests/oracles/data-deletion.ts): the form, the code (its heading
 * 'Nhập mã xác thực') or the reference number ('Đã ghi nhận yêu cầu xóa dữ liệu').
 */

/** The code screen's OTP entry as a call, in the oracle's words: `otp reset <phone> <tx> resends N`. */
export const deletionOtpCallOf = (c: OtpContext): string =>
  `otp ${c.purpose} ${c.phone} ${c.transactionId} resends ${c.resendsLeft}`;

const SEND = /^(Gửi mã xác thực|Đang gửi mã\.\.\.)$/;
const REFERENCE = "Mã tham chiếu: ";

export function deletionShowsOnScreen(expected: DeletionShows, calls: string[]): DeletionShows {
  const code = screen.queryByRole("heading", { level: 2, name: "Nhập mã xác thực" }) !== null;
  const done = screen.queryByRole("heading", { level: 2, name: "Đã ghi nhận yêu cầu xóa dữ liệu" }) !== null;
  const send = screen.queryByRole("button", { name: SEND });
  const form = send !== null;
  const onScreen = [form && "form", code && "code", done && "done"].filter(Boolean).join(" and ");
  const dialog = screen.queryByRole("dialog");
  const dialogText = dialog?.textContent ?? "";
  const alert = screen.queryAllByRole("alert").find((element) => element.closest('[role="dialog"]') === null);
  const reference = screen.queryByText(
    (_, element) => element?.tagName === "P" && (element.textContent ?? "").startsWith(REFERENCE),
  );
  return {
    screen: (onScreen || "nothing") as DeletionShows["screen"],
    phone: form ? (screen.getByLabelText("Số điện thoại") as HTMLInputElement).value : null,
    agreed: form
      ? (screen.getByRole("checkbox", { name: /^Tôi hiểu rằng dữ liệu/ }) as HTMLInputElement).checked
      : null,
    sendEnabled: form && !send.hasAttribute("disabled"),
    busy: send?.getAttribute("aria-busy") === "true",
    fieldError: form ? (alert?.textContent ?? null) : null,
    popup: dialog ? (expected.popup && dialogText.includes(expected.popup) ? expected.popup : dialogText) : null,
    reference: reference ? (reference.textContent ?? "").slice(REFERENCE.length) : null,
    calls,
  };
}
