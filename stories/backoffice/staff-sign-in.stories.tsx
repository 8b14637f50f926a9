import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { createActor, type EventFrom, fromPromise } from "xstate";
import { staffSignInMachine } from "../../machines/staff-sign-in/machine";
import type { SignInResult } from "../../machines/staff-sign-in/types";
import { SignInView } from "../../src/features/backoffice/sign-in-view";
import { type StaffSignInActorRef, useSignInView } from "../../src/features/backoffice/use-staff-sign-in";

/**
 * /quan-tri/dang-nhap: one story per state of machines/staff-sign-in, a real actor over fake checks
 * (`parameters.answer`: what both checks answer; "pending" never settles), driven by `parameters.steps`.
 */
type SignInEvent = EventFrom<typeof staffSignInMachine>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const REFUSED: SignInResult = { kind: "refused", message: "Email hoặc mã xác thực không đúng" };

async function signInActor({ parameters }: { parameters: Record<string, unknown> }) {
  const answer = (parameters.answer as SignInResult | "pending" | undefined) ?? { kind: "signed-in" };
  const check = () => (answer === "pending" ? new Promise<SignInResult>(() => {}) : Promise.resolve(answer));
  const machine = staffSignInMachine.provide({
    actors: {
      passkeySignIn: fromPromise(check),
      totpSignIn: fromPromise<SignInResult, { email: string; code: string }>(check),
    },
    actions: { enterBackOffice: () => {} },
  });
  const actor = createActor(machine);
  actor.start();
  for (const event of (parameters.steps as SignInEvent[] | undefined) ?? []) {
    actor.send(event);
    await settle();
  }
  return { actor };
}

function SignInStory({ actor }: { actor: StaffSignInActorRef }) {
  return <SignInView {...useSignInView(actor)} />;
}

const meta = {
  title: "Quản trị/Đăng nhập nhân viên",
  loaders: [signInActor],
  parameters: { path: "/quan-tri/dang-nhap" },
  render: (_args, { loaded }) => <SignInStory actor={loaded.actor as StaffSignInActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const typed: SignInEvent[] = [
  { type: "totp.open" },
  { type: "totp.email.change", value: "admin@vay.test" },
  { type: "totp.code.change", value: "123456" },
];

export const Choose: Story = {
  parameters: { state: "staffSignIn.choose" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Đăng nhập trang quản trị" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Đăng nhập bằng khóa truy cập (passkey)" })).toBeEnabled();
  },
};

export const PasskeyRefused: Story = {
  parameters: {
    state: "staffSignIn.choose",
    answer: { kind: "refused", message: "Không xác thực được khóa truy cập (passkey)" },
    steps: [{ type: "passkey.start" }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Không xác thực được khóa truy cập (passkey)",
    );
  },
};

export const AskingForThePasskey: Story = {
  parameters: { state: "staffSignIn.passkey", answer: "pending", steps: [{ type: "passkey.start" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đang xử lý…" })).toBeDisabled();
  },
};

export const TotpForm: Story = {
  parameters: { state: "staffSignIn.totp.editing", steps: typed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Email")).toHaveValue("admin@vay.test");
    await expect(canvas.getByRole("button", { name: "Đăng nhập" })).toBeEnabled();
  },
};

export const TotpChecking: Story = {
  parameters: { state: "staffSignIn.totp.checking", answer: "pending", steps: [...typed, { type: "totp.submit" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đang xử lý…" })).toBeDisabled();
  },
};

export const TotpRefused: Story = {
  parameters: { state: "staffSignIn.totp.refused", answer: REFUSED, steps: [...typed, { type: "totp.submit" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Email hoặc mã xác thực không đúng");
    await expect(canvas.getByLabelText("Mã xác thực (6 chữ số)")).toHaveValue("");
  },
};
