import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changePassword, sendResetOtp, verifyResetOtp } from "../../src/api/accounts";
import { requireResetToken, requireResetTransaction, requireSignedOut } from "../../src/app/guards";
import { ChangePasswordPage } from "../../src/features/account/change-password-page";
import { RequestPasswordConfirmPage } from "../../src/features/account/request-password-confirm-page";
import { RequestPasswordPage } from "../../src/features/account/request-password-page";
import { readRememberedLogin } from "../../src/state/remembered-login";
import { readResetFlow, saveResetFlow } from "../../src/state/reset-flow";
import { sessionAtom } from "../../src/state/session";
import { appStore } from "../../src/state/store";
import { fakeSession } from "../../stories/support/fake-session";
import { renderRoutes, TEST_CAPTCHA } from "./account-support";

vi.mock("../../src/api/accounts", () => ({ sendResetOtp: vi.fn(), verifyResetOtp: vi.fn(), changePassword: vi.fn() }));

/** The screens with the guards their routes run (src/app/route-tree.tsx). */
const transId = (search: Record<string, unknown>) => (search.transId ? String(search.transId) : undefined);
const pages = {
  "/request-password": { component: RequestPasswordPage, beforeLoad: requireSignedOut },
  "/request-password-confirm": {
    component: RequestPasswordConfirmPage,
    beforeLoad: (_: unknown, search: Record<string, unknown>) => requireResetTransaction(transId(search)),
  },
  "/change-password": {
    component: ChangePasswordPage,
    beforeLoad: (_: unknown, search: Record<string, unknown>) => requireResetToken(transId(search)),
  },
};
const PHONE = "0987654321";
const TX = "6f1c2d8e-1111-4222-8333-944455556666";
const heading = () => screen.getByRole("heading", { level: 1 });

beforeEach(() => {
  vi.mocked(sendResetOtp).mockReset();
  vi.mocked(verifyResetOtp).mockReset();
  vi.mocked(changePassword).mockReset();
  appStore.set(sessionAtom, null);
});
afterEach(() => {
  appStore.set(sessionAtom, null);
});

describe("password-reset pages", () => {
  it.each([
    "/request-password-confirm",
    "/request-password-confirm?transId=abc",
    "/change-password",
    "/change-password?transId=vt-1",
  ])("go home from %s when the flow is not stored", async (path) => {
    const router = await renderRoutes(path, pages);
    await screen.findByRole("heading", { name: "page /" });
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a signed-in customer home from /request-password", async () => {
    appStore.set(sessionAtom, fakeSession());
    await renderRoutes("/request-password", pages);
    expect(await screen.findByRole("heading", { name: "page /" })).toBeInTheDocument();
  });

  it("shows the stored phone with only its last two digits on the code screen", async () => {
    saveResetFlow({ phone: PHONE, transactionId: TX, resendsLeft: 3 });
    await renderRoutes(`/request-password-confirm?transId=${TX}`, pages);
    expect(heading()).toHaveTextContent("Xác thực OTP");
    expect(screen.getByText(/\*{8}21/)).toBeInTheDocument();
    expect(screen.getByText("Bạn còn 3 lần nhập mã")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("05:00");
  });

  it("keeps the customer on /change-password when the browser goes back", async () => {
    saveResetFlow({ phone: PHONE, transactionId: TX, resendsLeft: 3 });
    const router = await renderRoutes("/request-password", pages, { browserHistory: true });
    await act(() => router.navigate({ href: "/change-password?transId=vt-1" }));
    expect(await screen.findByRole("heading", { name: "Đổi mật khẩu" })).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(window.location.pathname).toBe("/change-password");
    expect(router.state.location.pathname).toBe("/change-password");
    expect(heading()).toHaveTextContent("Đổi mật khẩu");
  });

  it("lets the browser go back from the other reset screens", async () => {
    const router = await renderRoutes("/", pages, { browserHistory: true });
    await act(() => router.navigate({ href: "/request-password" }));
    expect(await screen.findByRole("heading", { name: "Quên mật khẩu" })).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(await screen.findByRole("heading", { name: "page /" })).toBeInTheDocument();
  });

  it("shows a refusal under the phone field, Confirm off until the phone changes", async () => {
    vi.mocked(sendResetOtp).mockResolvedValue({
      code: 212,
      data: null as never,
      message: "Số điện thoại chưa được đăng ký tài khoản.",
    });
    await renderRoutes("/request-password", pages);
    const phone = screen.getByLabelText("Số điện thoại");
    const confirm = screen.getByRole("button", { name: "Xác nhận" });
    expect(confirm).toBeDisabled();
    await userEvent.type(phone, "09a87654321999");
    expect(phone).toHaveValue(PHONE);
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Tôi không phải là người máy" }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(sendResetOtp).toHaveBeenCalledWith({ username: PHONE, captchaResponse: TEST_CAPTCHA });
    expect(await screen.findByRole("alert")).toHaveTextContent("Số điện thoại chưa được đăng ký tài khoản.");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
    await userEvent.clear(phone);
    await userEvent.type(phone, "0912345678");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // The payload was used by the refused call: the bot check starts over.
    expect(screen.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Tôi không phải là người máy" }));
    expect(screen.getByRole("button", { name: "Xác nhận" })).toBeEnabled();
  });

  it("walks from the phone to the code to the new password and on to /login?transId=success", async () => {
    vi.mocked(sendResetOtp).mockResolvedValue({
      code: 200,
      data: { username: PHONE, transactionId: TX, resendsLeft: 3 },
    });
    vi.mocked(verifyResetOtp).mockResolvedValue({ code: 200, data: { validateToken: "vt-abc" } });
    vi.mocked(changePassword).mockResolvedValue({ code: 200, data: null });
    const router = await renderRoutes("/request-password", pages);

    await userEvent.type(screen.getByLabelText("Số điện thoại"), PHONE);
    await userEvent.click(screen.getByRole("checkbox", { name: "Tôi không phải là người máy" }));
    await userEvent.click(screen.getByRole("button", { name: "Xác nhận" }));
    await screen.findByRole("heading", { name: "Xác thực OTP" });
    expect(router.state.location.pathname).toBe("/request-password-confirm");
    expect(router.state.location.search).toEqual({ transId: TX });
    expect(readResetFlow()).toEqual({ phone: PHONE, transactionId: TX, resendsLeft: 3 });

    await userEvent.click(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }));
    await userEvent.keyboard("123456");
    await userEvent.click(screen.getByRole("button", { name: "Xác nhận" }));
    expect(verifyResetOtp).toHaveBeenCalledWith({ username: PHONE, otp: "123456", transactionId: TX });
    await screen.findByRole("heading", { name: "Đổi mật khẩu" });
    expect(router.state.location.search).toEqual({ transId: "vt-abc" });

    await userEvent.type(screen.getByLabelText("Mật khẩu mới"), "matkhau-moi");
    await userEvent.type(screen.getByLabelText("Nhập lại mật khẩu mới"), "matkhau-moj");
    expect(screen.getByText("Mật khẩu nhập lại không khớp.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText("Nhập lại mật khẩu mới"));
    await userEvent.type(screen.getByLabelText("Nhập lại mật khẩu mới"), "matkhau-moi");
    await userEvent.click(screen.getByRole("button", { name: "Xác nhận" }));
    expect(changePassword).toHaveBeenCalledWith({ username: PHONE, password: "matkhau-moi", validateToken: "vt-abc" });
    expect(await screen.findByRole("status")).toHaveTextContent("Đổi mật khẩu thành công.");
    expect(router.state.location.pathname).toBe("/change-password");
    await screen.findByRole("heading", { name: "page /login" });
    await waitFor(() => expect(router.state.location.search).toEqual({ transId: "success" }));
    expect(readResetFlow()).toBeNull();
    expect(readRememberedLogin()).toEqual({ username: PHONE, remember: true });
  });

  it("shows the expired view after 204 with the server message and goes back to login", async () => {
    saveResetFlow({ phone: PHONE, transactionId: TX, resendsLeft: 3 });
    vi.mocked(changePassword).mockResolvedValue({
      code: 204,
      data: null,
      message: "Phiên đổi mật khẩu đã hết hiệu lực. Vui lòng thực hiện lại.",
    });
    const router = await renderRoutes("/change-password?transId=vt-old", pages);
    await userEvent.type(screen.getByLabelText("Mật khẩu mới"), "matkhau-moi");
    await userEvent.type(screen.getByLabelText("Nhập lại mật khẩu mới"), "matkhau-moi");
    await userEvent.click(screen.getByRole("button", { name: "Xác nhận" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Phiên đổi mật khẩu đã hết hiệu lực. Vui lòng thực hiện lại.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Quay lại đăng nhập" }));
    await screen.findByRole("heading", { name: "page /login" });
    expect(router.state.location.pathname).toBe("/login");
  });
});
