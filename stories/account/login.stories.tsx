import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LoginView } from "../../src/features/account/login-view";
import { type LoginForm, useLoginForm } from "../../src/features/account/use-login-form";
import { BotCheckContext } from "../../src/ui/bot-check";
import { FakeBotCheck } from "../lead-funnel/funnel-story-support";

/**
 * /login. `Live` runs the real form hook (checks on submit, show/hide, remember me) without calling
 * the server; the other stories show the states a sign-in call leads to.
 */
const actions = {
  changeUsername: fn(),
  changePassword: fn(),
  setRemember: fn(),
  submit: fn(),
  closePopup: fn(),
  verifyBotCheck: fn(),
  expireBotCheck: fn(),
};
const blank: LoginForm = {
  username: "",
  password: "",
  remember: false,
  errors: { username: null, password: null },
  submitting: false,
  popup: null,
  botCheckMessage: null,
  botCheckPayload: null,
};

/** The ALTCHA widget needs the API; stories show the stand-in checkbox instead. */
const withFakeBotCheck: Decorator = (Story) => (
  <BotCheckContext.Provider value={FakeBotCheck}>
    <Story />
  </BotCheckContext.Provider>
);

const meta = {
  title: "Tài khoản/Đăng nhập",
  component: LoginView,
  parameters: { path: "/login" },
  decorators: [withFakeBotCheck],
  args: { form: blank, actions, passwordChanged: false },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

function LiveLogin() {
  const { form, actions: live } = useLoginForm({});
  return <LoginView form={form} actions={live} passwordChanged={false} />;
}

export const Live: Story = {
  render: () => <LiveLogin />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Chào mừng bạn quay trở lại! Vui lòng đăng nhập để tiếp tục.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Đăng nhập" }));
    await expect(canvas.getByText("Vui lòng nhập số điện thoại hoặc email")).toBeVisible();
    await expect(canvas.getByText("Vui lòng nhập mật khẩu")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Mật khẩu"), "matkhau123");
    await userEvent.click(canvas.getByRole("button", { name: "Hiện mật khẩu" }));
    await expect(canvas.getByLabelText("Mật khẩu")).toHaveAttribute("type", "text");
  },
};

export const PasswordChanged: Story = {
  args: { passwordChanged: true, form: { ...blank, username: "0987654321", remember: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Bạn đã đổi mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.",
    );
    await expect(canvas.getByRole("checkbox", { name: "Ghi nhớ đăng nhập" })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    form: {
      ...blank,
      errors: { username: "Vui lòng nhập số điện thoại hoặc email", password: "Vui lòng nhập mật khẩu" },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Số điện thoại hoặc email")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Mật khẩu")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Submitting: Story = {
  args: { form: { ...blank, username: "0987654321", password: "matkhau123", submitting: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đang đăng nhập..." })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    form: { ...blank, username: "0987654321", password: "sai", popup: "Tên đăng nhập hoặc mật khẩu không đúng." },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Tên đăng nhập hoặc mật khẩu không đúng.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    await expect(args.actions.closePopup).toHaveBeenCalled();
  },
};

const CAPTCHA_TEXT =
  "Tài khoản này đã đăng nhập sai nhiều lần. Vui lòng xác thực bạn không phải là người máy rồi đăng nhập lại.";

/** Too many failed sign-ins of the account: the server asked for the bot check; sign-in waits for it. */
export const BotCheckRequired: Story = {
  args: { form: { ...blank, username: "0987654321", password: "matkhau123", botCheckMessage: CAPTCHA_TEXT } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(CAPTCHA_TEXT);
    await expect(canvas.getByRole("button", { name: "Đăng nhập" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox", { name: /không phải là người máy/ }));
    await expect(args.actions.verifyBotCheck).toHaveBeenCalledWith("fake-captcha-payload");
  },
};

export const BotCheckSolved: Story = {
  args: {
    form: {
      ...blank,
      username: "0987654321",
      password: "matkhau123",
      botCheckMessage: CAPTCHA_TEXT,
      botCheckPayload: "fake-captcha-payload",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đăng nhập" })).toBeEnabled();
  },
};
