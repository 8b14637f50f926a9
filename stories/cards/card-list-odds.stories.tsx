import type { Meta, StoryObj } from "@storybook/react-vite";
import { Provider } from "jotai";
import { createStore } from "jotai/vanilla";
import { useCallback, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { OddsProfile } from "../../src/domain/approval-odds";
import { CardListView } from "../../src/features/cards/card-list-view";
import { type CardFilters, changeFilters, DEFAULT_FILTERS } from "../../src/features/cards/card-search";
import { CardsApiProvider } from "../../src/features/cards/cards-api-context";
import { cardProfileAtom } from "../../src/state/card-profile";
import { fakeCard, fakeCardsApi } from "./fake-cards-api";

/** Four cards asking different things, in this default order. */
const CATALOGUE = [
  fakeCard(1, { name: "VPBank StepUp", minIncomeConditions: 4_500_000, minAge: 18, maxAge: 60 }),
  fakeCard(2, {
    name: "HSBC Visa Platinum",
    minIncomeConditions: 25_000_000,
    minAge: 22,
    maxAge: null,
    regionInformation: "Chỉ phát hành tại Hà Nội, Hồ Chí Minh",
    requirements: { minIncome: 25_000_000, minAge: 22, maxAge: null, regions: [1, 79] },
  }),
  fakeCard(3, { name: "Shinhan Visa Cashback", minIncomeConditions: 8_000_000, minAge: 20, maxAge: 60 }),
  fakeCard(4, { name: "Cake Freedom", minIncomeConditions: null, minAge: 18, maxAge: 60 }),
];

/** The card list with its one profile (filters and odds), its own jotai store and a fake API; filters in component state. */
function OddsListHarness({ profile, sort }: { profile: Partial<OddsProfile> | null; sort?: CardFilters["sort"] }) {
  const [api] = useState(() => fakeCardsApi({ catalogue: CATALOGUE }));
  const [store] = useState(() => {
    const made = createStore();
    if (profile) made.set(cardProfileAtom, profile);
    return made;
  });
  const [filters, setFilters] = useState<CardFilters>({ ...DEFAULT_FILTERS, sort: sort ?? DEFAULT_FILTERS.sort });
  const onPageChange = useCallback((page: number) => setFilters((current) => ({ ...current, page })), []);
  return (
    <Provider store={store}>
      <CardsApiProvider value={api}>
        <CardListView
          filters={filters}
          onFiltersChange={(patch) => setFilters((current) => changeFilters(current, patch))}
          onPageChange={onPageChange}
          onReset={() => setFilters(DEFAULT_FILTERS)}
        />
      </CardsApiProvider>
    </Provider>
  );
}

const meta = {
  title: "Thẻ tín dụng/Danh sách thẻ/Khả năng được duyệt",
  component: OddsListHarness,
  args: { profile: null },
  beforeEach: () => () => sessionStorage.removeItem("cardProfile"),
} satisfies Meta<typeof OddsListHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const headings = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole("article").map((article: HTMLElement) => within(article).getByRole("heading").textContent);

export const TypingTheProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Tìm thấy 4 thẻ phù hợp");
    await expect(canvas.queryByRole("button", { name: /^Khả năng được duyệt/ })).toBeNull();
    await userEvent.type(canvas.getByLabelText("Thu nhập hàng tháng"), "7000000");
    await userEvent.type(canvas.getByLabelText("Độ tuổi"), "30{Enter}");
    await userEvent.click(canvas.getByLabelText("Thu nhập hàng tháng"));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getAllByRole("button", { name: /^Khả năng được duyệt/ })).toHaveLength(4));
    await expect(canvas.getByRole("button", { name: /^Khả năng được duyệt: Thấp \(HSBC/ })).toBeVisible();
  },
};

export const SortedByOddsAfterTheFunnel: Story = {
  args: { profile: { income: 7_000_000, age: 30, score: 62 }, sort: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Đang dùng điểm tín nhiệm 62/100 từ hồ sơ vay của bạn.");
    await waitFor(() =>
      expect(headings(canvas)).toEqual([
        "VPBank StepUp",
        "Cake Freedom",
        "Shinhan Visa Cashback",
        "HSBC Visa Platinum",
      ]),
    );
    await expect(canvas.getByLabelText("Sắp xếp")).toHaveValue("4");
  },
};

export const SortedByOddsWithoutProfile: Story = {
  args: { profile: null, sort: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "Nhập thu nhập hàng tháng và tuổi của bạn để xem khả năng được duyệt và sắp xếp theo đó.",
      ),
    ).toBeVisible();
  },
};
