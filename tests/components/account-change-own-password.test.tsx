import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChangeOwnPasswordView } from "../../src/features/account/change-own-password-view";

/** Issue 33: "Đổi mật khẩu" for a signed-in customer. */
const submitButton = () => screen.getByRole("button", { name: "Đổi mật khẩu" });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, password: string, repeat: string) {
  await user.type(screen.getByLabelText("Mật khẩu hiện tại"), current);
  await user.type(screen.getByLabelText("Mật khẩu mới"), password);
  await user.type(screen.getByLabelText("Nhập lại mật khẩu mới"), repeat);
}

describe("'Đổi mật khẩu'", () => {
  it("says what is missing, then changes the password and tells how many other sessions ended", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({ code: 200, data: { endedSessions: 2 } }));
    render(<ChangeOwnPasswordView submit={submit} />);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      "Để tiếp tục, bạn cần: mật khẩu hiện tại, mật khẩu mới, nhập lại mật khẩu mới.",
    );
    await fill(user, "matkhau123", "moi-123456", "moi-12345");
    expect(screen.getByText("Mật khẩu nhập lại không khớp.")).toBeVisible();
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText("Nhập lại mật khẩu mới"), "6");
    await user.click(submitButton());
    expect(submit).toHaveBeenCalledWith({ currentPassword: "matkhau123", password: "moi-123456" });
    expect(await screen.findByRole("status")).toHaveTextContent("Đã đổi mật khẩu. 2 phiên đăng nhập khác đã kết thúc.");
  });

  it("shows a wrong current password under it, and lets the customer try again", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({ code: 210, message: "Mật khẩu hiện tại không đúng.", data: null }));
    render(<ChangeOwnPasswordView submit={submit} />);
    await fill(user, "sai-mat-khau", "moi-123456", "moi-123456");
    await user.click(submitButton());
    expect(await screen.findByText("Mật khẩu hiện tại không đúng.")).toBeVisible();
    expect(screen.getByLabelText("Mật khẩu hiện tại")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Mật khẩu hiện tại"), "x");
    expect(screen.queryByText("Mật khẩu hiện tại không đúng.")).toBeNull();
    expect(submitButton()).toBeEnabled();
  });
});
