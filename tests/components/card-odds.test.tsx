import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai/vanilla";
import { useCallback, useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OddsProfile } from "../../src/domain/approval-odds";
import { CardListView } from "../../src/features/cards/card-list-view";
import { type CardFilters, changeFilters, DEFAULT_FILTERS } from "../../src/features/cards/card-search";
import { CardTile } from "../../src/features/cards/card-tile";
import { cardProfileAtom } from "../../src/state/card-profile";
import { fakeCard, fakeCardsApi, listItem } from "../../stories/cards/fake-cards-api";
import { inRouter } from "../../stories/cards/render-in-router";

/**
 * "Khả năng được duyệt" on the card tile and the card list (issue 18 item 7): the level and its
 * reason in a disclosure, the profile typed on the list, and the list sorted by odds.
 */

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

/** Four cards in this default order, each asking something different. */
const CATALOGUE = [
  fakeCard(1, { name: "Thẻ Dễ", minIncomeConditions: 5_000_000, minAge: 18, maxAge: 60 }),
  fakeCard(2, {
    name: "Thẻ Thành Phố",
    minIncomeConditions: 20_000_000,
    minAge: 22,
    maxAge: 65,
    requirements: { minIncome: 20_000_000, minAge: 22, maxAge: 65, regions: [1, 79] },
  }),
  fakeCard(3, { name: "Thẻ Tám Triệu", minIncomeConditions: 8_000_000, minAge: 18, maxAge: 60 }),
  fakeCard(4, { name: "Thẻ Tự Do", minIncomeConditions: null, minAge: null, maxAge: null }),
];

function oddsOf(name: string): string {
  const tile = within(screen.getByRole("article", { name }));
  const button = tile.queryByRole("button", { name: /^Khả năng được duyệt/ });
  return button?.querySelector(".card-odds-level")?.textContent ?? "none";
}

describe("the approval odds on a tile", () => {
  async function tile(profile: Partial<OddsProfile> | null) {
    const store = createStore();
    if (profile) store.set(cardProfileAtom, profile);
    const card = listItem(fakeCard(1, { name: "Thẻ Dễ", minIncomeConditions: 5_000_000 }));
    render(inRouter(() => <CardTile card={card} />, fakeCardsApi(), store).element);
    return within(await screen.findByRole("article", { name: "Thẻ Dễ" }));
  }

  it("shows the level, and the reason behind a button (click, Escape, hover)", async () => {
    const user = userEvent.setup();
    const view = await tile({ income: 4_000_000, age: 30 });
    const button = view.getByRole("button", { name: /^Khả năng được duyệt: Trung bình/ });
    expect(button).toHaveAccessibleName(/Thẻ Dễ, Xem lý do/);
    expect(button).toHaveAttribute("aria-expanded", "false");
    const reason = view.getByText(
      "Thu nhập 4.000.000 VND/tháng thấp hơn một chút so với mức tối thiểu 5.000.000 VND/tháng.",
    );
    expect(reason).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(reason).toBeVisible();
    expect(view.getByText("Tuổi 30 phù hợp điều kiện: Từ 18 đến 60 tuổi.")).toBeVisible();
    expect(view.getByText("Thẻ phát hành toàn quốc.")).toBeVisible();
    expect(view.getByText(/ngân hàng phát hành quyết định/)).toBeVisible();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(reason).not.toBeVisible();

    await user.unhover(button);
    await user.hover(button);
    expect(reason).toBeVisible();
    await user.unhover(button);
    expect(reason).not.toBeVisible();
  });

  it("is opened from the keyboard", async () => {
    const user = userEvent.setup();
    const view = await tile({ income: 9_000_000, age: 30, score: 70 });
    const button = view.getByRole("button", { name: /^Khả năng được duyệt: Cao/ });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(view.getByText("Điểm tín nhiệm 70/100 đạt từ 44 điểm trở lên.")).toBeVisible();
  });

  it("says Thấp with the reason when the age is outside the card's range", async () => {
    const user = userEvent.setup();
    const view = await tile({ income: 9_000_000, age: 61 });
    await user.click(view.getByRole("button", { name: /^Khả năng được duyệt: Thấp/ }));
    expect(view.getByText("Tuổi 61 nằm ngoài điều kiện: Từ 18 đến 60 tuổi.")).toBeVisible();
  });

  it("shows no odds before income and age are known", async () => {
    const view = await tile({ income: 9_000_000 });
    expect(view.queryByRole("button", { name: /Khả năng được duyệt/ })).toBeNull();
  });
});

function ListHarness() {
  const [filters, setFilters] = useState<CardFilters>(DEFAULT_FILTERS);
  const onPageChange = useCallback((page: number) => setFilters((current) => ({ ...current, page })), []);
  return (
    <CardListView
      filters={filters}
      onFiltersChange={(patch) => setFilters((current) => changeFilters(current, patch))}
      onPageChange={onPageChange}
      onReset={() => setFilters(DEFAULT_FILTERS)}
    />
  );
}

async function openList() {
  const api = fakeCardsApi({ catalogue: CATALOGUE });
  render(inRouter(() => <ListHarness />, api).element);
  await screen.findByText("Tìm thấy 4 thẻ phù hợp");
  return api;
}

describe("the card list's one profile (filters and odds) and the sort by odds", () => {
  it("asks income and age once: the filter boxes filter the list and give the odds", async () => {
    const user = userEvent.setup();
    const api = await openList();
    expect(screen.getAllByRole("textbox", { name: /thu nhập/i })).toHaveLength(1);
    expect(screen.getAllByRole("textbox", { name: /tuổi/i })).toHaveLength(1);
    await user.type(screen.getByLabelText("Thu nhập hàng tháng"), "7000000{Enter}");
    await user.type(screen.getByLabelText("Độ tuổi"), "30{Enter}");
    await waitFor(() => expect(oddsOf("Thẻ Dễ")).toBe("Cao"));
    const last = api.calls.filter((call) => call.method === "getList").at(-1)?.args[0];
    expect(last).toMatchObject({ incomeCondition: 7_000_000, age: 30 });
    expect(JSON.parse(sessionStorage.getItem("cardProfile") ?? "{}")).toMatchObject({ income: 7_000_000, age: 30 });
  });

  it("updates every card's odds as the visitor types income, age and province", async () => {
    const user = userEvent.setup();
    await openList();
    expect(oddsOf("Thẻ Dễ")).toBe("none");
    await user.type(screen.getByLabelText("Thu nhập hàng tháng"), "7000000");
    expect(screen.getByLabelText("Thu nhập hàng tháng")).toHaveValue("7.000.000");
    await user.type(screen.getByLabelText("Độ tuổi"), "30{Enter}");
    await user.click(screen.getByLabelText("Thu nhập hàng tháng"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(oddsOf("Thẻ Dễ")).toBe("Cao"));
    expect(oddsOf("Thẻ Thành Phố")).toBe("Thấp");
    expect(oddsOf("Thẻ Tám Triệu")).toBe("Trung bình");
    expect(oddsOf("Thẻ Tự Do")).toBe("Cao");

    const income = screen.getByLabelText("Thu nhập hàng tháng");
    await user.clear(income);
    await user.type(income, "25000000{Enter}");
    await waitFor(() => expect(oddsOf("Thẻ Thành Phố")).toBe("Trung bình"));
    expect(oddsOf("Thẻ Tám Triệu")).toBe("Cao");
    await user.selectOptions(screen.getByLabelText("Khu vực"), "Hồ Chí Minh");
    await waitFor(() => expect(oddsOf("Thẻ Thành Phố")).toBe("Cao"));
    await user.selectOptions(screen.getByLabelText("Khu vực"), "Đà Nẵng");
    await waitFor(() => expect(oddsOf("Thẻ Thành Phố")).toBe("Thấp"));

    await user.click(screen.getByRole("button", { name: "Xóa bộ lọc" }));
    await waitFor(() => expect(oddsOf("Thẻ Dễ")).toBe("none"));
    expect(screen.getByLabelText("Thu nhập hàng tháng")).toHaveValue("");
  });

  it("sorts by odds with the profile sent to the server, high first", async () => {
    const user = userEvent.setup();
    const api = await openList();
    await user.selectOptions(screen.getByLabelText("Sắp xếp"), "Khả năng được duyệt");
    expect(await screen.findByText(/Nhập thu nhập hàng tháng và tuổi của bạn để xem/)).toBeVisible();

    await user.type(screen.getByLabelText("Thu nhập hàng tháng"), "7000000{Enter}");
    await user.type(screen.getByLabelText("Độ tuổi"), "30{Enter}");
    await waitFor(() => {
      const headings = screen
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent);
      // 7 million, 30: Dễ and Tự Do Cao, Tám Triệu Trung bình (short by an eighth), Thành Phố Thấp.
      expect(headings).toEqual(["Thẻ Dễ", "Thẻ Tự Do", "Thẻ Tám Triệu", "Thẻ Thành Phố"]);
    });
    const last = api.calls.filter((call) => call.method === "getList").at(-1)?.args[0];
    expect(last).toMatchObject({
      sortFeatureBy: 4,
      profile: { income: 7_000_000, age: 30, province: null, score: null },
    });
    expect(screen.queryByText(/Nhập thu nhập hàng tháng và tuổi của bạn để xem/)).toBeNull();
  });

  it("starts from the profile the lead funnel left (score shown), and filters by it", async () => {
    sessionStorage.setItem("cardProfile", JSON.stringify({ income: 3_000_000, age: 25, province: null, score: 26 }));
    const api = await openList();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === "getList").at(-1)?.args[0]).toMatchObject({
        incomeCondition: 3_000_000,
        age: 25,
      }),
    );
    expect(screen.getByText("Đang dùng điểm tín nhiệm 26/100 từ hồ sơ vay của bạn.")).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("Thu nhập hàng tháng")).toHaveValue("3.000.000"));
    expect(screen.getByLabelText("Độ tuổi")).toHaveValue("25");
    // 3 million against 5 million is short by more than a quarter.
    expect(oddsOf("Thẻ Dễ")).toBe("Thấp");
    // No requirement, but a score of 26 is below 44: one miss.
    expect(oddsOf("Thẻ Tự Do")).toBe("Trung bình");
  });
});
