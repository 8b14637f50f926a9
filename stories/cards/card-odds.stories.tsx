import type { Meta, StoryObj } from "@storybook/react-vite";
import { Provider } from "jotai";
import { createStore } from "jotai/vanilla";
import { type ReactNode, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import type { OddsProfile } from "../../src/domain/approval-odds";
import { CardTile } from "../../src/features/cards/card-tile";
import { cardProfileAtom } from "../../src/state/card-profile";
import { fakeCard, listItem } from "./fake-cards-api";

/** A tile under its own jotai store holding the visitor's profile (the profile is cleared after the story). */
function WithProfile({ profile, children }: { profile: Partial<OddsProfile>; children: ReactNode }) {
  const [store] = useState(() => {
    const made = createStore();
    made.set(cardProfileAtom, profile);
    return made;
  });
  return <Provider store={store}>{children}</Provider>;
}

const CARD = listItem(
  fakeCard(3, {
    name: "Shinhan Visa Cashback",
    minIncomeConditions: 8_000_000,
    minAge: 20,
    maxAge: 60,
    requirements: { minIncome: 8_000_000, minAge: 20, maxAge: 60, regions: [] },
  }),
);

function OddsTile({ profile }: { profile: Partial<OddsProfile> }) {
  return (
    <WithProfile profile={profile}>
      <div style={{ maxWidth: 340, margin: 24, paddingBottom: 220 }}>
        <CardTile card={CARD} />
      </div>
    </WithProfile>
  );
}

const meta = {
  title: "Thẻ tín dụng/Ô thẻ/Khả năng được duyệt",
  component: OddsTile,
  args: { profile: { income: 12_000_000, age: 30 } },
  beforeEach: () => () => sessionStorage.removeItem("cardProfile"),
} satisfies Meta<typeof OddsTile>;
export default meta;
type Story = StoryObj<typeof meta>;

const oddsButton = (canvas: ReturnType<typeof within>, level: string) =>
  canvas.getByRole("button", { name: new RegExp(`^Khả năng được duyệt: ${level}`) });

export const High: Story = {
  args: { profile: { income: 12_000_000, age: 30, score: 72 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = oddsButton(canvas, "Cao");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    await expect(
      canvas.getByText("Thu nhập 12.000.000 VND/tháng đạt mức tối thiểu 8.000.000 VND/tháng."),
    ).toBeVisible();
    await expect(canvas.getByText("Điểm tín nhiệm 72/100 đạt từ 44 điểm trở lên.")).toBeVisible();
  },
};

export const Medium: Story = {
  args: { profile: { income: 7_000_000, age: 30 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(oddsButton(canvas, "Trung bình"));
    await expect(
      canvas.getByText("Thu nhập 7.000.000 VND/tháng thấp hơn một chút so với mức tối thiểu 8.000.000 VND/tháng."),
    ).toBeVisible();
  },
};

export const Low: Story = {
  args: { profile: { income: 12_000_000, age: 62 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(oddsButton(canvas, "Thấp"));
    await expect(canvas.getByText("Tuổi 62 nằm ngoài điều kiện: Từ 20 đến 60 tuổi.")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(oddsButton(canvas, "Thấp")).toHaveAttribute("aria-expanded", "false");
  },
};

export const NoProfile: Story = {
  args: { profile: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: CARD.name })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Khả năng được duyệt/ })).toBeNull();
  },
};
