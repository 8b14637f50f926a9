import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataDeletionPage } from "../../src/features/content/data-deletion-page";
import { type DeletionCalls, DeletionCallsProvider } from "../../src/features/content/deletion-services";
import { BotCheckContext } from "../../src/ui/bot-check";
import { TEST_CAPTCHA, TestBotCheck } from "./account-support";

const sent = { code: 200, data: { transactionId: "tx-1", numberOfRemainOtp: 3 } };

function renderPage(overrides: Partial<DeletionCalls> = {}) {
  const calls: DeletionCalls = {
    send: vi.fn(async () => sent),
    resend: vi.fn(async () => ({ code: 200, data: { transactionId: "tx-2", numberOfRemainOtp: 2 } })),
    confirm: vi.fn(async () => ({ code: 200, data: { reference: "XD20261122-ABC234" } })),
    ...overrides,
  };
  render(
    <DeletionCallsProvider value={calls}>
      <BotCheckContext.Provider value={TestBotCheck}>
        <DataDeletionPage />
      </BotCheckContext.Provider>
    </DeletionCallsProvider>,
  );
  return calls;
}

const sendButton = () => screen.getByRole("button", { name: "Gửi mã xác thực" });
const agreeBox = () => screen.getByRole("checkbox", { name: /Tôi hiểu rằng/ });
const botCheckBox = () => screen.getByRole("checkbox", { name: "Tôi không phải là người máy" });

async function askForCode(user: ReturnType<typeof userEvent.setup>, phone = "0862223344") {
  await user.type(screen.getByLabelText("Số điện thoại"), phone);
  await user.click(agreeBox());
  await user.click(botCheckBox());
  await user.click(sendButton());
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await user.type(screen.getByRole("textbox", { name: `Chữ số thứ ${index + 1} của mã OTP` }), digit);
  }
}

describe("the data-deletion page", () => {
  it("lists everything held about a phone: ID images, selfie, bank account, address, reference person", () => {
    renderPage();
    const scope = within(screen.getByRole("region", { name: "Dữ liệu sẽ được xóa hoặc ẩn danh" }));
    for (const held of [
      /Ảnh mặt trước, mặt sau CCCD/,
      /Ảnh khuôn mặt/,
      /Tài khoản nhận tiền/,
      /Địa chỉ liên hệ/,
      /Người tham chiếu/,
    ]) {
      expect(scope.getByText(held)).toBeInTheDocument();
    }
    expect(
      screen.getByText(/Luật Bảo vệ dữ liệu cá nhân số 91\/2025\/QH15 và Nghị định 356\/2025\/NĐ-CP/),
    ).toBeInTheDocument();
  });

  it("sends a code only for a valid phone and the confirmation ticked", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.title).toBe("Yêu cầu xóa dữ liệu | Vay Tiêu Dùng");
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByLabelText("Số điện thoại"), "0123456789");
    expect(screen.getByRole("alert")).toHaveTextContent("Số điện thoại không hợp lệ");
    expect(sendButton()).toBeDisabled();
    await user.clear(screen.getByLabelText("Số điện thoại"));
    await user.type(screen.getByLabelText("Số điện thoại"), "08622abc23344");
    expect(screen.getByLabelText("Số điện thoại")).toHaveValue("0862223344");
    expect(sendButton()).toBeDisabled();
    await user.click(agreeBox());
    expect(sendButton()).toBeDisabled();
    await user.click(botCheckBox());
    expect(sendButton()).toBeEnabled();
  });

  it("proves the phone by the code and shows the reference number", async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await askForCode(user);
    expect(calls.send).toHaveBeenCalledWith("0862223344", TEST_CAPTCHA);
    expect(await screen.findByText(/\*{8}44/)).toBeInTheDocument();
    await typeCode(user, "123456");
    await user.click(screen.getByRole("button", { name: "Xác nhận" }));
    const done = await screen.findByRole("status");
    expect(calls.confirm).toHaveBeenCalledWith("tx-1", "123456");
    expect(within(done).getByText("XD20261122-ABC234")).toBeInTheDocument();
    expect(done).toHaveTextContent("Đã ghi nhận yêu cầu xóa dữ liệu");
  });

  it("shows a wrong code on the boxes and the attempts left", async () => {
    const user = userEvent.setup();
    renderPage({ confirm: vi.fn(async () => ({ code: 205, data: null, message: "Mã xác thực OTP không hợp lệ." })) });
    await askForCode(user);
    await typeCode(user, "000000");
    await user.click(await screen.findByRole("button", { name: "Xác nhận" }));
    expect(await screen.findByText("Mã xác thực OTP không hợp lệ.")).toBeInTheDocument();
    expect(screen.getByText("Bạn còn 2 lần nhập mã")).toBeInTheDocument();
  });

  it("puts the server's refusal under the phone field", async () => {
    const user = userEvent.setup();
    renderPage({
      send: vi.fn(async () => ({ code: 203, data: null, message: "Bạn đã yêu cầu mã OTP quá nhiều lần." })),
    });
    await askForCode(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Bạn đã yêu cầu mã OTP quá nhiều lần.");
    expect(screen.getByLabelText("Số điện thoại")).toHaveAttribute("aria-invalid", "true");
  });

  it("opens the notice popup when the code cannot be sent", async () => {
    const user = userEvent.setup();
    renderPage({ send: vi.fn(async () => Promise.reject(new Error("Không thể kết nối đến máy chủ."))) });
    await askForCode(user);
    const dialog = await screen.findByRole("dialog", { name: "Thông báo" });
    expect(dialog).toHaveTextContent("Không thể kết nối đến máy chủ.");
    await user.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    // The payload went with the failed call: a fresh bot check, then the button again.
    expect(sendButton()).toBeDisabled();
    await user.click(botCheckBox());
    expect(sendButton()).toBeEnabled();
  });

  it("goes back to the form to change the phone", async () => {
    const user = userEvent.setup();
    renderPage();
    await askForCode(user);
    await user.click(await screen.findByRole("button", { name: "Đổi số điện thoại" }));
    expect(screen.getByLabelText("Số điện thoại")).toHaveValue("0862223344");
  });
});
