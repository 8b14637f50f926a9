import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MyDataFrame, MyDataLoadError, MyDataLoading } from "../../src/features/account/my-data-states";
import { MyDataView } from "../../src/features/account/my-data-view";
import { t } from "../../src/i18n/t";
import { readyState, SAMPLE_MY_DATA } from "./my-data-sample";

/** /du-lieu-cua-toi: the data held, partners, consents, downloads and deletion, and each popup. */
const meta = {
  title: "Account/My data",
  component: MyDataView,
  parameters: { path: "/du-lieu-cua-toi" },
  args: {
    state: readyState(),
    onWithdraw: fn(),
    onRequestDeletion: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onCloseNotice: fn(),
  },
} satisfies Meta<typeof MyDataView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: t("my_data_category_face") })).toBeVisible();
    await expect(canvas.getByText("Công ty Tài chính TNHH Mẫu A")).toBeVisible();
    await expect(canvas.getByRole("link", { name: t("my_data_download_pdf") })).toHaveAttribute(
      "href",
      "/api/me/data/export.pdf",
    );
    await userEvent.click(
      canvas.getByRole("button", { name: (name: string) => name.includes(t("my_data_purpose_biometric")) }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith(SAMPLE_MY_DATA.consents[1]);
  },
};

export const ConfirmBiometricWithdrawal: Story = {
  args: { state: { ...readyState(), confirming: { kind: "withdraw", consent: SAMPLE_MY_DATA.consents[1]! } } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog")).toHaveTextContent(
      t("my_data_withdraw_confirm_biometric"),
    );
  },
};

export const ConfirmDeletion: Story = {
  args: { state: { ...readyState(), confirming: { kind: "deletion" } } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog")).toHaveTextContent(t("my_data_deletion_confirm"));
  },
};

export const Withdrawn: Story = {
  args: {
    state: {
      ...readyState({
        ...SAMPLE_MY_DATA,
        categories: SAMPLE_MY_DATA.categories.map((c) => (c.category === "face" ? { ...c, items: [] } : c)),
        consents: SAMPLE_MY_DATA.consents.map((c) =>
          c.purpose === "biometric" ? { ...c, withdrawnAt: "2026-11-23T08:05:00.000Z" } : c,
        ),
      }),
      notice: t("my_data_withdrawn_faces", { count: 1 }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog", { name: "Thông báo" })).toHaveTextContent(
      t("my_data_withdrawn_faces", { count: 1 }),
    );
  },
};

export const DeletionPending: Story = {
  args: {
    state: readyState({
      ...SAMPLE_MY_DATA,
      deletionRequests: [
        {
          reference: "XD20261123-7KQ4MZ",
          status: "pending",
          requestedAt: "2026-11-23T08:00:00.000Z",
          completedAt: null,
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t("my_data_deletion_pending"))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("my_data_deletion_request") })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    state: readyState({
      generatedAt: "2026-11-23T08:00:00.000Z",
      categories: SAMPLE_MY_DATA.categories.map((c) => ({ ...c, items: [] })),
      deliveries: [],
      consents: [],
      deletionRequests: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t("my_data_deliveries_empty"))).toBeVisible();
    await expect(canvas.getByText(t("my_data_consents_empty"))).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <MyDataFrame>
      <MyDataLoading />
    </MyDataFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(t("loading"));
  },
};

export const LoadFailed: Story = {
  render: () => (
    <MyDataFrame>
      <MyDataLoadError message="Không thể kết nối đến máy chủ." onRetry={() => {}} />
    </MyDataFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(t("my_data_error"));
  },
};
