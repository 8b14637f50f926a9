import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { login } from "../../src/api/accounts";
import { LoginPage } from "../../src/features/account/login-page";
import { readRememberedLogin, rememberUsername } from "../../src/state/remembered-login";
import { sessionAtom } from "../../src/state/session";
import { appStore } from "../../src/state/store";
import { fakeSession } from "../../stories/support/fake-session";
import { renderRoutes, TEST_CAPTCHA } from "./account-support";

vi.mock("../../src/api/accounts", () => ({ login: vi.fn() }));
const loginCall = vi.mocked(login);

const session = fakeSession({ username: "0987654321", fullName: "Khách Hàng Mẫu", email: "demo@example.com" });
const signedIn = {
  code: 200,
  data: {
    username: session.username,
    params: { fullName: session.fullName, email: session.email },
  },
};

const open = (path = "/login") => renderRoutes(path, { "/login": LoginPage });
const usernameField = () => screen.getByLabelText("Số điện thoại hoặc email");
const passwordField = () => screen.getByLabelText("Mật khẩu");
const submit = () => userEvent.click(screen.getByRole("button", { name: "Đăng nhập" }));

beforeEach(() => {
  appStore.set(sessionAtom, null);
  loginCall.mockReset();
});
afterEach(() => {
  appStore.set(sessionAtom, null);
});

describe("login screen", () => {
  it("welcomes back, links to forgot password and to the loan request sign-up", async () => {
    await open();
    expect(screen.getByText("Chào mừng bạn quay trở lại! Vui lòng đăng nhập để tiếp tục.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Quên mật khẩu?" })).toHaveAttribute("href", "/request-password");
    expect(screen.getByRole("link", { name: "Đăng ký ngay" })).toHaveAttribute("href", "/#dangkyvay");
    expect(usernameField()).toHaveAttribute("maxLength", "50");
    expect(passwordField()).toHaveAttribute("maxLength", "32");
  });

  it("says the password changed after /login?transId=success", async () => {
    await open("/login?transId=success");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Bạn đã đổi mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.",
    );
  });

  it("prefills the username from ?username, else from 'remember me'", async () => {
    rememberUsername("demo@example.com");
    await open("/login?username=0987654321");
    expect(usernameField()).toHaveValue("0987654321");
    expect(screen.getByRole("checkbox", { name: "Ghi nhớ đăng nhập" })).toBeChecked();
  });

  it("checks the fields on submit and calls nothing while they are invalid", async () => {
    await open();
    await submit();
    expect(screen.getByText("Vui lòng nhập số điện thoại hoặc email")).toBeInTheDocument();
    expect(screen.getByText("Vui lòng nhập mật khẩu")).toBeInTheDocument();
    expect(usernameField()).toHaveAttribute("aria-invalid", "true");
    expect(loginCall).not.toHaveBeenCalled();
    await userEvent.type(usernameField(), "0987654321");
    expect(screen.queryByText("Vui lòng nhập số điện thoại hoặc email")).not.toBeInTheDocument();
  });

  it("shows and hides the password", async () => {
    await open();
    await userEvent.type(passwordField(), "matkhau123");
    expect(passwordField()).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Hiện mật khẩu" }));
    expect(passwordField()).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Ẩn mật khẩu" }));
    expect(passwordField()).toHaveAttribute("type", "password");
  });

  it("shows a refusal in the 'Thông báo' popup and stays signed out", async () => {
    loginCall.mockResolvedValue({ code: 210, data: null as never, message: "Tên đăng nhập hoặc mật khẩu không đúng." });
    await open();
    await userEvent.type(usernameField(), "0987654321");
    await userEvent.type(passwordField(), "sai-mat-khau");
    await submit();
    const dialog = await screen.findByRole("dialog", { name: "Thông báo" });
    expect(dialog).toHaveTextContent("Tên đăng nhập hoặc mật khẩu không đúng.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it("signs in, remembers only the username when asked, and goes to the redirect", async () => {
    loginCall.mockResolvedValue(signedIn);
    const router = await open("/login?redirect=/ho-so-vay");
    await userEvent.type(usernameField(), " 0987654321 ");
    await userEvent.type(passwordField(), "matkhau123");
    await userEvent.click(screen.getByRole("checkbox", { name: "Ghi nhớ đăng nhập" }));
    await submit();
    expect(loginCall).toHaveBeenCalledWith({ username: "0987654321", password: "matkhau123" });
    await screen.findByRole("heading", { name: "page /ho-so-vay" });
    expect(router.state.location.pathname).toBe("/ho-so-vay");
    expect(appStore.get(sessionAtom)).toEqual({
      username: "0987654321",
      fullName: "Khách Hàng Mẫu",
      email: "demo@example.com",
    });
    expect(readRememberedLogin()).toEqual({ username: "0987654321", remember: true });
    expect(JSON.stringify({ ...localStorage })).not.toContain("matkhau123");
  });

  it("forgets the remembered username when 'remember me' is unchecked", async () => {
    rememberUsername("0987654321");
    loginCall.mockResolvedValue(signedIn);
    const router = await open();
    await userEvent.click(screen.getByRole("checkbox", { name: "Ghi nhớ đăng nhập" }));
    await userEvent.type(passwordField(), "matkhau123");
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(readRememberedLogin()).toEqual({ username: "", remember: false });
    expect(JSON.parse(localStorage.getItem("rememberedLogin") ?? "{}")).toEqual({ remember: false });
  });

  it("sends a signed-in customer home, never to another site", async () => {
    appStore.set(sessionAtom, session);
    const router = await open("/login?redirect=//evil.example");
    await screen.findByRole("heading", { name: "page /" });
    expect(router.state.location.pathname).toBe("/");
  });
  it("after too many failed sign-ins shows the bot check and signs in with its payload", async () => {
    const asked =
      "Tài khoản này đã đăng nhập sai nhiều lần. Vui lòng xác thực bạn không phải là người máy rồi đăng nhập lại.";
    loginCall.mockResolvedValueOnce({ code: 214, data: null as never, message: asked });
    loginCall.mockResolvedValueOnce(signedIn);
    const router = await open();
    await userEvent.type(usernameField(), "0987654321");
    await userEvent.type(passwordField(), "matkhau123");
    expect(screen.queryByRole("checkbox", { name: "Tôi không phải là người máy" })).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(asked);
    const signIn = screen.getByRole("button", { name: "Đăng nhập" });
    expect(signIn).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Tôi không phải là người máy" }));
    expect(signIn).toBeEnabled();
    await submit();
    expect(loginCall).toHaveBeenLastCalledWith({
      username: "0987654321",
      password: "matkhau123",
      captchaResponse: TEST_CAPTCHA,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
