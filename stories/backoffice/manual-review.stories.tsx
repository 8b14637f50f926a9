import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { createActor, type EventFrom, fromPromise } from "xstate";
import { manualReviewMachine } from "../../machines/manual-review/machine";
import type { CaseView, DecisionInput, DecisionOutcome, QueueItem } from "../../machines/manual-review/types";
import { ReviewView } from "../../src/features/backoffice/review-view";
import { type ManualReviewActorRef, useManualReviewView } from "../../src/features/backoffice/use-manual-review";

/**
 * /quan-tri/duyet: one story per state of machines/manual-review, a real actor over fake calls
 * (`parameters.queue`, `.case`, `.decision`: an answer, "fail" or "pending"), driven by `parameters.steps`.
 * The stories' case has no stored image (the images are served by the back-office API only).
 */
type ReviewEvent = EventFrom<typeof manualReviewMachine>;
type Answer<T> = T | "fail" | "pending";
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const ITEM: QueueItem = {
  code: "HSDEMO000001",
  reason: "face_undecided",
  status: "submitted",
  productName: "Vay tiêu dùng tín chấp (mẫu)",
  partnerName: "An Phát",
  phone: "098****321",
  fullName: "N*** T** A***",
  heldSince: "2026-11-27T08:00:00.000Z",
};
const CASE: CaseView = {
  ...ITEM,
  documentType: "cccd",
  images: [],
  scores: { similarity: null, antispoof: 0.91, liveness: 0.84 },
  cardId: "********0123",
  decision: null,
};

function answer<T>(value: Answer<T>, message = "Mất kết nối"): Promise<T> {
  if (value === "pending") return new Promise<T>(() => {});
  if (value === "fail") return Promise.reject(new Error(message));
  return Promise.resolve(value);
}

async function reviewActor({ parameters }: { parameters: Record<string, unknown> }) {
  const queue = (parameters.queue as Answer<QueueItem[]> | undefined) ?? [ITEM];
  const found = (parameters.case as Answer<CaseView> | undefined) ?? CASE;
  const decided = (parameters.decision as Answer<DecisionOutcome> | undefined) ?? {
    code: ITEM.code,
    decision: "approved",
    delivery: "queued",
  };
  const machine = manualReviewMachine.provide({
    actors: {
      loadQueue: fromPromise<QueueItem[], void>(() => answer(queue)),
      loadCase: fromPromise<CaseView, { code: string }>(() => answer(found)),
      submitDecision: fromPromise<DecisionOutcome, DecisionInput>(() =>
        answer(decided, "Hồ sơ này đã được người khác xử lý"),
      ),
    },
  });
  const actor = createActor(machine);
  actor.start();
  await settle();
  for (const event of (parameters.steps as ReviewEvent[] | undefined) ?? []) {
    actor.send(event);
    await settle();
  }
  return { actor };
}

function ReviewStory({ actor }: { actor: ManualReviewActorRef }) {
  return <ReviewView {...useManualReviewView(actor)} />;
}

const meta = {
  title: "Back-office/Manual review",
  loaders: [reviewActor],
  parameters: { path: "/quan-tri/duyet" },
  render: (_args, { loaded }) => <ReviewStory actor={loaded.actor as ManualReviewActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const opened: ReviewEvent[] = [{ type: "open", code: ITEM.code }];
const approving: ReviewEvent[] = [...opened, { type: "approve" }];
const reasoned: ReviewEvent[] = [...approving, { type: "note.change", value: "Khuôn mặt khớp ảnh trên CCCD" }];

export const Loading: Story = {
  parameters: { state: "manualReview.loading", queue: "pending" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đang tải…");
  },
};

export const Queue: Story = {
  parameters: { state: "manualReview.queue" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Xem hồ sơ HSDEMO000001" })).toBeVisible();
    await expect(canvas.getByText("N*** T** A*** · 098****321")).toBeVisible();
    await expect(canvas.getByText("Máy chủ chưa so khớp được khuôn mặt")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { state: "manualReview.empty", queue: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Không có hồ sơ nào chờ duyệt", { exact: false })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { state: "manualReview.loadFailed", queue: "fail" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Mất kết nối");
  },
};

export const Opening: Story = {
  parameters: { state: "manualReview.opening", case: "pending", steps: opened },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đang tải…");
  },
};

export const CaseFailed: Story = {
  parameters: { state: "manualReview.caseFailed", case: "fail", steps: opened },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Mất kết nối");
    await expect(canvas.getByRole("button", { name: "Về hàng chờ" })).toBeEnabled();
  },
};

export const SideBySide: Story = {
  parameters: { state: "manualReview.viewing", steps: opened },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Hồ sơ HSDEMO000001" })).toBeVisible();
    await expect(canvas.getByText("Mặt trước giấy tờ")).toBeVisible();
    await expect(canvas.getByText("Ảnh khuôn mặt")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Chấp thuận" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Từ chối" })).toBeEnabled();
  },
};

export const ReasonRequired: Story = {
  parameters: { state: "manualReview.deciding", steps: approving },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Xác nhận chấp thuận" })).toBeDisabled();
  },
};

export const RefusedByTheServer: Story = {
  parameters: { state: "manualReview.deciding", decision: "fail", steps: [...reasoned, { type: "confirm" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Hồ sơ này đã được người khác xử lý");
  },
};

export const Sending: Story = {
  parameters: { state: "manualReview.submitting", decision: "pending", steps: [...reasoned, { type: "confirm" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đang lưu quyết định…" })).toBeDisabled();
  },
};

export const Decided: Story = {
  parameters: { state: "manualReview.decided", steps: [...reasoned, { type: "confirm" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Đã chấp thuận hồ sơ HSDEMO000001.");
    await expect(canvas.getByRole("status")).toHaveTextContent("Hồ sơ đã được chuyển cho đối tác.");
  },
};
