import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { createActor, type EventFrom, fromPromise } from "xstate";
import { myDataMachine } from "../../machines/my-data/machine";
import type { DeletionResult, PersonalData, WithdrawInput, WithdrawResult } from "../../machines/my-data/types";
import { MyDataView } from "../../src/features/account/my-data-view";
import type { MyDataActorRef } from "../../src/features/account/use-my-data";
import { t } from "../../src/i18n/t";
import { startPoints } from "../support/start-from";
import { SAMPLE_MY_DATA } from "./my-data-sample";

/**
 * /du-lieu-cua-toi: a real myData actor over fake calls (no server), optionally driven by
 * `parameters.steps` (the events the page sends) once the data is loaded: the data held, partners,
 * consents, downloads and deletion, each popup, loading and the load's error.
 */
interface FakeCalls {
  load: () => Promise<PersonalData>;
  withdraw: (input: WithdrawInput) => Promise<WithdrawResult>;
  request: () => Promise<DeletionResult>;
}

const WITHDRAWN_AT = "2026-11-23T08:05:00.000Z";
const REQUEST = {
  reference: "XD20261123-7KQ4MZ",
  status: "pending" as const,
  requestedAt: "2026-11-23T08:00:00.000Z",
  completedAt: null,
};
const never = <T,>() => new Promise<T>(() => {});

const fakeCalls = (overrides: Partial<FakeCalls> = {}): FakeCalls => ({
  load: async () => SAMPLE_MY_DATA,
  withdraw: async ({ consentId }) => {
    const consent = SAMPLE_MY_DATA.consents.find((c) => c.id === consentId);
    if (!consent) return { kind: "refused", message: null };
    const faces = consent.purpose === "biometric" ? 1 : 0;
    return {
      kind: "withdrawn",
      consent: { ...consent, withdrawnAt: WITHDRAWN_AT },
      faceImagesDeleted: faces,
      message: faces > 0 ? t("my_data_withdrawn_faces", { count: faces }) : null,
    };
  },
  request: async () => ({ kind: "filed", request: REQUEST, message: null }),
  ...overrides,
});

type MyDataEvent = EventFrom<typeof myDataMachine>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The actor of the story, after `parameters.steps`. */
async function myDataActor({ parameters }: { parameters: Record<string, unknown> }) {
  const calls = (parameters.calls as FakeCalls | undefined) ?? fakeCalls();
  const machine = myDataMachine.provide({
    actors: {
      loadData: fromPromise<PersonalData, void>(() => calls.load()),
      withdrawConsent: fromPromise<WithdrawResult, WithdrawInput>(({ input }) => calls.withdraw(input)),
      requestDeletion: fromPromise<DeletionResult, void>(() => calls.request()),
    },
  });
  const actor = createActor(machine);
  actor.start();
  await settle();
  for (const event of (parameters.steps as MyDataEvent[] | undefined) ?? []) {
    actor.send(event);
    await settle();
  }
  return { actor };
}

const start = startPoints();

const meta = {
  title: "Tài khoản/Dữ liệu của tôi",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  loaders: [myDataActor],
  parameters: { path: "/du-lieu-cua-toi" },
  render: (_args, { loaded }) => <MyDataView actorRef={loaded.actor as MyDataActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const withdrawBiometric: MyDataEvent = { type: "myData.withdraw", consentId: "consent:2" };
const loaded = (data: PersonalData) => fakeCalls({ load: async () => data });

/** The page as loaded; asking to withdraw and cancelling leaves it as it was. */
export const Ready: Story = {
  parameters: { state: "myData.ready.idle" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: t("my_data_category_face") })).toBeVisible();
    await expect(canvas.getByText("Công ty Tài chính TNHH Mẫu A")).toBeVisible();
    await expect(canvas.getByRole("link", { name: t("my_data_download_pdf") })).toHaveAttribute(
      "href",
      "/api/me/data/export.pdf",
    );
    await userEvent.click(
      canvas.getByRole("button", { name: (name: string) => name.includes(t("my_data_purpose_biometric")) }),
    );
    const dialog = await body(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: t("cancel") }));
    await expect(body(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const ConfirmWithdrawal: Story = {
  parameters: {
    state: "myData.ready.confirmingWithdrawal",
    steps: [{ type: "myData.withdraw", consentId: "consent:1" }],
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog")).toHaveTextContent(t("my_data_withdraw_confirm"));
  },
};

export const ConfirmBiometricWithdrawal: Story = {
  parameters: { state: "myData.ready.confirmingBiometricWithdrawal", steps: [withdrawBiometric] },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog")).toHaveTextContent(
      t("my_data_withdraw_confirm_biometric"),
    );
  },
};

export const Withdrawing: Story = {
  parameters: {
    state: "myData.ready.withdrawing",
    calls: fakeCalls({ withdraw: never }),
    steps: [withdrawBiometric, { type: "myData.confirm" }],
  },
  play: async ({ canvasElement }) => {
    const consents = await within(canvasElement).findByRole("region", { name: t("my_data_consents_title") });
    for (const button of within(consents).getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

/** The biometric consent withdrawn: its time shows, the face images are gone, the popup says so. */
export const Withdrawn: Story = {
  parameters: { state: "myData.ready.notice", steps: [withdrawBiometric, { type: "myData.confirm" }] },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog", { name: "Thông báo" })).toHaveTextContent(
      t("my_data_withdrawn_faces", { count: 1 }),
    );
    const face = within(canvasElement).getByRole("region", { name: t("my_data_category_face") });
    await expect(face).toHaveTextContent(t("my_data_held_empty"));
  },
};

export const ConfirmDeletion: Story = {
  parameters: { state: "myData.ready.confirmingDeletion", steps: [{ type: "myData.deletion.request" }] },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog")).toHaveTextContent(t("my_data_deletion_confirm"));
  },
};

export const FilingDeletion: Story = {
  parameters: {
    state: "myData.ready.filingDeletion",
    calls: fakeCalls({ request: never }),
    steps: [{ type: "myData.deletion.request" }, { type: "myData.confirm" }],
  },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole("region", { name: t("my_data_deletion_title") });
    await expect(within(section).getByRole("button", { name: t("my_data_deletion_request") })).toBeDisabled();
  },
};

/** The account's phone was never proven by a code (251): the popup points to the public deletion page. */
export const DeletionRefused: Story = {
  parameters: {
    state: "myData.ready.notice",
    calls: fakeCalls({ request: async () => ({ kind: "refused", message: t("my_data_phone_not_verified") }) }),
    steps: [{ type: "myData.deletion.request" }, { type: "myData.confirm" }],
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog", { name: "Thông báo" })).toHaveTextContent(
      t("my_data_phone_not_verified"),
    );
  },
};

export const DeletionPending: Story = {
  parameters: {
    state: "myData.ready.idle",
    calls: loaded({ ...SAMPLE_MY_DATA, deletionRequests: [REQUEST] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t("my_data_deletion_pending"))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("my_data_deletion_request") })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    state: "myData.ready.idle",
    calls: loaded({
      generatedAt: "2026-11-23T08:00:00.000Z",
      categories: SAMPLE_MY_DATA.categories.map((c) => ({ ...c, items: [] })),
      deliveries: [],
      consents: [],
      deletionRequests: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t("my_data_deliveries_empty"))).toBeVisible();
    await expect(canvas.getByText(t("my_data_consents_empty"))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { state: "myData.loading", calls: fakeCalls({ load: never }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(t("loading"));
  },
};

export const LoadFailed: Story = {
  parameters: {
    state: "myData.loadFailed",
    calls: fakeCalls({ load: async () => Promise.reject(new Error("Không thể kết nối đến máy chủ.")) }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent(t("my_data_error"));
    await expect(alert).toHaveTextContent("Không thể kết nối đến máy chủ.");
  },
};

start.add({
  Ready: () => myDataActor({ parameters: { ...meta.parameters, ...Ready.parameters } }),
  ConfirmWithdrawal: () => myDataActor({ parameters: { ...meta.parameters, ...ConfirmWithdrawal.parameters } }),
  ConfirmBiometricWithdrawal: () =>
    myDataActor({ parameters: { ...meta.parameters, ...ConfirmBiometricWithdrawal.parameters } }),
  Withdrawing: () => myDataActor({ parameters: { ...meta.parameters, ...Withdrawing.parameters } }),
  Withdrawn: () => myDataActor({ parameters: { ...meta.parameters, ...Withdrawn.parameters } }),
  ConfirmDeletion: () => myDataActor({ parameters: { ...meta.parameters, ...ConfirmDeletion.parameters } }),
  FilingDeletion: () => myDataActor({ parameters: { ...meta.parameters, ...FilingDeletion.parameters } }),
  DeletionRefused: () => myDataActor({ parameters: { ...meta.parameters, ...DeletionRefused.parameters } }),
  DeletionPending: () => myDataActor({ parameters: { ...meta.parameters, ...DeletionPending.parameters } }),
  Empty: () => myDataActor({ parameters: { ...meta.parameters, ...Empty.parameters } }),
  Loading: () => myDataActor({ parameters: { ...meta.parameters, ...Loading.parameters } }),
  LoadFailed: () => myDataActor({ parameters: { ...meta.parameters, ...LoadFailed.parameters } }),
});
