import type { Meta, StoryObj } from "@storybook/react-vite";
import type { createStore } from "jotai/vanilla";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { compareLimit } from "../../src/domain/compare-rules";
import { CardsApiProvider } from "../../src/features/cards/cards-api-context";
import { CompareBar } from "../../src/features/cards/compare-bar";
import { t } from "../../src/i18n/t";
import { compareListAtom } from "../../src/state/compare";
import { FAKE_CATALOGUE, fakeCardsApi } from "../cards/fake-cards-api";

function BarHarness() {
  const [api] = useState(() => fakeCardsApi({ checkInactive: [4] }));
  return (
    <CardsApiProvider value={api}>
      <h1>{t("page_cards")}</h1>
      <CompareBar />
    </CardsApiProvider>
  );
}

const summary = (id: number) => {
  const card = FAKE_CATALOGUE[id - 1]!;
  return { id, name: card.name, productImage: card.productImage };
};

const meta = {
  title: "Thẻ tín dụng/Thanh so sánh",
  component: BarHarness,
  parameters: {
    store: (store: ReturnType<typeof createStore>) => store.set(compareListAtom, [summary(1), summary(2)]),
  },
} satisfies Meta<typeof BarHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => within(document.body).queryByRole("complementary", { name: "Thẻ đã chọn để so sánh" });

export const TwoSelected: Story = {
  play: async () => {
    const region = bar()!;
    await expect(region).toBeVisible();
    await expect(within(region).getByText(`Đã chọn 2/${compareLimit(window.innerWidth)} thẻ`)).toBeVisible();
    await expect(within(region).getByRole("link", { name: "So sánh ngay" })).toHaveAttribute(
      "href",
      "/so-sanh-the?ids=1%2C2",
    );
  },
};

/** The three-card limit is the wide screen's (a phone compares two): shown at 1280 px at both widths. */
/**
 * Three slots: the story is drawn at 1280 px, and the bar reads the window's width as 1280 even when
 * the story is opened on its own in a narrower frame (the two-slot phone limit is the Mobile stories').
 */
export const PickerRefusesInactiveAndLimit: Story = {
  globals: { viewport: { value: "desktop1280", isRotated: false } },
  beforeEach: () => {
    const real = window.innerWidth;
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
    return () => Object.defineProperty(window, "innerWidth", { configurable: true, value: real });
  },
  play: async () => {
    await userEvent.click(within(bar()!).getByRole("button", { name: "+ Thêm thẻ" }));
    const picker = await within(document.body).findByRole("dialog", { name: "Chọn thẻ để so sánh" });
    // Card 4 is no longer active: the server's check refuses it.
    await userEvent.click(
      await within(picker).findByRole("button", { name: `Chọn ${FAKE_CATALOGUE[3]!.name} để so sánh` }),
    );
    await within(document.body).findByText("Thẻ này hiện không khả dụng.");
    await userEvent.click(within(document.body).getByRole("button", { name: "Tiếp tục" }));
    await userEvent.click(within(picker).getByRole("button", { name: `Chọn ${FAKE_CATALOGUE[2]!.name} để so sánh` }));
    await within(picker).findByText("Đã chọn 3/3 thẻ");
    await expect(
      within(picker).getByRole("button", { name: `Chọn ${FAKE_CATALOGUE[4]!.name} để so sánh` }),
    ).toBeDisabled();
  },
};

export const ClosingEmptiesTheList: Story = {
  play: async () => {
    await userEvent.click(within(bar()!).getByRole("button", { name: "Đóng thanh so sánh và bỏ chọn tất cả thẻ" }));
    await waitFor(() => expect(bar()).toBeNull());
  },
};

/**
 * Issue 33: on a 390 x 844 phone the bar took 27 % of the screen. With two cards picked it now keeps
 * to about 100 px (12 %), with the same actions, each named for a screen reader.
 */
export const CompactOnPhone: Story = {
  globals: { viewport: { value: "mobile390", isRotated: false } },
  beforeEach: () => {
    const real = window.innerWidth;
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
    return () => Object.defineProperty(window, "innerWidth", { configurable: true, value: real });
  },
  play: async () => {
    const region = bar()!;
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(100);
    const inside = within(region);
    await expect(inside.getByText("Đã chọn 2/2 thẻ")).toBeVisible();
    for (const id of [1, 2]) {
      const name = FAKE_CATALOGUE[id - 1]!.name;
      await expect(inside.getByText(name)).toBeVisible();
      await expect(inside.getByRole("button", { name: `Bỏ ${name} khỏi so sánh` })).toBeVisible();
    }
    await expect(inside.getByRole("link", { name: "So sánh ngay" })).toBeVisible();
    await expect(inside.getByRole("button", { name: "Đóng thanh so sánh và bỏ chọn tất cả thẻ" })).toBeVisible();
    // the keyboard reaches every action of the bar
    inside.getByRole("button", { name: `Bỏ ${FAKE_CATALOGUE[0]!.name} khỏi so sánh` }).focus();
    await userEvent.tab();
    await expect(inside.getByRole("button", { name: `Bỏ ${FAKE_CATALOGUE[1]!.name} khỏi so sánh` })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole("link", { name: "So sánh ngay" })).toHaveFocus();
  },
};

/** Three cards kept from a wide screen, on a phone: still one row of names, the same height. */
export const CompactOnPhoneWithThree: Story = {
  ...CompactOnPhone,
  parameters: {
    store: (store: ReturnType<typeof createStore>) => store.set(compareListAtom, [summary(1), summary(2), summary(3)]),
  },
  play: async () => {
    const region = bar()!;
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(100);
    for (const id of [1, 2, 3]) {
      const name = FAKE_CATALOGUE[id - 1]!.name;
      await expect(within(region).getByRole("button", { name: `Bỏ ${name} khỏi so sánh` })).toBeVisible();
    }
    // Not "Đã chọn 3/2 thẻ": a phone compares two of the three (the compare page says which is hidden).
    await expect(within(region).getByText("Đã chọn 3 thẻ")).toBeVisible();
  },
};
