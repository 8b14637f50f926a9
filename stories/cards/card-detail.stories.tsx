import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CardDetailView } from "../../src/features/cards/card-detail-view";
import { CardsApiProvider } from "../../src/features/cards/cards-api-context";
import { useCardDetail } from "../../src/features/cards/use-card-detail";
import { type FakeOptions, fakeCard, fakeCardsApi } from "./fake-cards-api";

function Detail({ id, onBackToCards }: { id: string; onBackToCards: () => void }) {
  const { detail, related, retry } = useCardDetail(id);
  return <CardDetailView detail={detail} related={related} onRetry={retry} onBackToCards={onBackToCards} />;
}

/** /chi-tiet-the-tin-dung with a fake API. */
function DetailHarness({ id, fake, onBackToCards }: { id: string; fake: FakeOptions; onBackToCards: () => void }) {
  const [api] = useState(() => fakeCardsApi(fake));
  return (
    <CardsApiProvider value={api}>
      <Detail id={id} onBackToCards={onBackToCards} />
    </CardsApiProvider>
  );
}

const meta = {
  title: "Thẻ tín dụng/Chi tiết thẻ",
  component: DetailHarness,
  args: { id: "3", fake: {}, onBackToCards: fn() },
} satisfies Meta<typeof DetailHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = fakeCard(3);
    await canvas.findByRole("heading", { level: 1, name: card.name });
    for (const section of ["Tổng quan", "Điều kiện mở thẻ", "Ưu đãi", "Lãi suất và phí", "Thẻ tín dụng khác"]) {
      await expect(canvas.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getByText("Từ 18 đến 60 tuổi")).toBeVisible();
    await expect(canvas.getByText("Từ 5.000.000 VND/tháng")).toBeVisible();
    await expect(canvas.getByText(card.cardIssuer)).toBeVisible();
    // shown once per layout (the wide table and the phone's list): one of them is visible
    await expect(canvas.getAllByText("499.000 VND").filter((element) => element.checkVisibility())).not.toHaveLength(0);
    const related = canvas.getByRole("region", { name: "Thẻ tín dụng khác" });
    await expect(await within(related).findAllByRole("article")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "Thêm vào so sánh" }));
    await canvas.findByRole("button", { name: "Đã thêm vào so sánh" });
    await expect(canvas.getByRole("complementary", { name: "Thẻ đã chọn để so sánh" })).toBeVisible();
  },
};

export const NoConditions: Story = {
  args: {
    id: "4",
    fake: { catalogue: [fakeCard(4, { minAge: null, maxAge: null, minIncomeConditions: null, annualFee: 0 })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the card's own heading: the page shows a heading of its own while the card loads
    await canvas.findByRole("heading", { level: 1, name: fakeCard(4).name });
    await expect(canvas.getByText("Không giới hạn")).toBeVisible();
    await expect(canvas.getByText("Không yêu cầu")).toBeVisible();
    // shown once per layout (the wide table and the phone's list): one of them is visible
    await expect(canvas.getAllByText("Miễn phí").filter((element) => element.checkVisibility())).not.toHaveLength(0);
  },
};

export const Unavailable: Story = {
  args: { id: "5", fake: { inactive: [5] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Thẻ không khả dụng!" });
    const dialog = within(document.body).getByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Thẻ này hiện không khả dụng.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    await expect(args.onBackToCards).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { fake: { detail: "pending" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Đang tải...")).toBeVisible();
  },
};

const visibleApplyLinks = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getAllByRole("link", { name: new RegExp(`^Mở thẻ ngay: ${name}`) })
    .filter((link) => link.checkVisibility());

/**
 * Issue 33, on a 390 px phone: the date of the card's last change, its pros, cons and who it suits,
 * and the apply link kept at the bottom of the screen while the page is read, without covering the
 * end of the page (it keeps its own room there).
 */
export const PhoneStickyApply: Story = {
  globals: { viewport: { value: "mobile390", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = fakeCard(3);
    await canvas.findByRole("heading", { level: 1, name: card.name });
    await expect(canvas.getByText("Cập nhật ngày 20/11/2026")).toBeVisible();
    for (const section of ["Ưu điểm", "Nhược điểm", "Phù hợp với ai"]) {
      await expect(canvas.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    // at the top of the page: the head's link and the sticky one, at the bottom of the screen
    const [, sticky] = visibleApplyLinks(canvasElement, card.name);
    await expect(sticky).toBeDefined();
    await expect(sticky!).toHaveAttribute("rel", expect.stringContaining("sponsored"));
    await expect(Math.round(sticky!.getBoundingClientRect().bottom)).toBeGreaterThan(window.innerHeight - 20);
    await expect(sticky!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // at the end of the page: the last related card ends above the bar
    window.scrollTo(0, document.documentElement.scrollHeight);
    const related = within(canvas.getByRole("region", { name: "Thẻ tín dụng khác" })).getAllByRole("article");
    const last = related[related.length - 1]!;
    const bar = sticky!.parentElement!;
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    window.scrollTo(0, 0);
  },
};

/** At 1280 px the apply link is in the card's head only. */
export const WideNoStickyApply: Story = {
  globals: { viewport: { value: "desktop1280", isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = fakeCard(3);
    await within(canvasElement).findByRole("heading", { level: 1, name: card.name });
    await expect(visibleApplyLinks(canvasElement, card.name)).toHaveLength(1);
  },
};
