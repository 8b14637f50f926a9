import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai/vanilla";
import { afterEach, describe, expect, it } from "vitest";
import type { CardsApi } from "../../src/api/cards";
import { CompareBar } from "../../src/features/cards/compare-bar";
import { CompareToggle } from "../../src/features/cards/compare-toggle";
import { CompareView } from "../../src/features/cards/compare-view";
import { compareListAtom } from "../../src/state/compare";
import { FAKE_CATALOGUE, fakeCardsApi } from "../../stories/cards/fake-cards-api";
import { inRouter } from "../../stories/cards/render-in-router";

const cards = FAKE_CATALOGUE.slice(0, 4);
const summary = (id: number) => {
  const card = FAKE_CATALOGUE[id - 1]!;
  return { id, name: card.name, productImage: card.productImage };
};

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}
afterEach(() => setWidth(1024));

/** Four toggles (as on the card list) and the compare bar that hosts the messages. */
function renderToggles(api: CardsApi, store = createStore()) {
  const view = inRouter(
    () => (
      <>
        {cards.map((card) => (
          <CompareToggle key={card.id} card={card} />
        ))}
        <CompareBar />
      </>
    ),
    api,
    store,
  );
  render(view.element);
  return view.store;
}

const toggle = (id: number) => screen.getByRole("button", { name: `So sánh ${FAKE_CATALOGUE[id - 1]!.name}` });
const notice = () => screen.findByRole("dialog", { name: "Thông báo" });

describe("the compare list", () => {
  it("checks that a card is active before adding it, and keeps the list in local storage", async () => {
    const api = fakeCardsApi();
    const store = renderToggles(api);
    await userEvent.click(await screen.findByRole("button", { name: `So sánh ${cards[0]!.name}` }));
    await waitFor(() => expect(toggle(1)).toHaveAttribute("aria-pressed", "true"));
    expect(api.calls).toContainEqual({ method: "checkActive", args: [1] });
    expect(store.get(compareListAtom)).toEqual([summary(1)]);
    expect(JSON.parse(localStorage.getItem("compareCards") ?? "null")).toEqual([summary(1)]);
  });

  it("refuses a card the server says is no longer active", async () => {
    const store = renderToggles(fakeCardsApi({ checkInactive: [2] }));
    await userEvent.click(await screen.findByRole("button", { name: `So sánh ${cards[1]!.name}` }));
    expect(await notice()).toHaveTextContent("Thẻ này hiện không khả dụng.");
    expect(store.get(compareListAtom)).toEqual([]);
    expect(toggle(2)).toHaveAttribute("aria-pressed", "false");
  });

  it("holds at most 3 cards and says so on the fourth", async () => {
    const store = renderToggles(fakeCardsApi());
    for (const id of [1, 2, 3]) {
      await userEvent.click(await screen.findByRole("button", { name: `So sánh ${FAKE_CATALOGUE[id - 1]!.name}` }));
      await waitFor(() => expect(toggle(id)).toHaveAttribute("aria-pressed", "true"));
    }
    await userEvent.click(toggle(4));
    expect(await notice()).toHaveTextContent("Bạn chỉ có thể chọn tối đa 3 thẻ để so sánh");
    expect(store.get(compareListAtom).map((card) => card.id)).toEqual([1, 2, 3]);
  });

  it("holds at most 2 cards under 520 px", async () => {
    setWidth(400);
    const store = renderToggles(fakeCardsApi());
    for (const id of [1, 2]) {
      await userEvent.click(await screen.findByRole("button", { name: `So sánh ${FAKE_CATALOGUE[id - 1]!.name}` }));
      await waitFor(() => expect(toggle(id)).toHaveAttribute("aria-pressed", "true"));
    }
    await userEvent.click(toggle(3));
    expect(await notice()).toHaveTextContent("Bạn chỉ có thể chọn tối đa 2 thẻ để so sánh");
    expect(store.get(compareListAtom)).toHaveLength(2);
  });

  it("shows the compare bar while the list is not empty; closing it empties the list", async () => {
    const store = createStore();
    store.set(compareListAtom, [summary(1), summary(2)]);
    renderToggles(fakeCardsApi(), store);
    const bar = await screen.findByRole("complementary", { name: "Thẻ đã chọn để so sánh" });
    await userEvent.click(within(bar).getByRole("button", { name: `Bỏ ${cards[0]!.name} khỏi so sánh` }));
    expect(store.get(compareListAtom)).toEqual([summary(2)]);
    await userEvent.click(within(bar).getByRole("button", { name: "Đóng thanh so sánh và bỏ chọn tất cả thẻ" }));
    expect(store.get(compareListAtom)).toEqual([]);
    expect(screen.queryByRole("complementary", { name: "Thẻ đã chọn để so sánh" })).toBeNull();
  });
});

describe("the compare page at load", () => {
  function openCompare(ids: number[] | null, inactive: number[], stored: number[]) {
    const store = createStore();
    store.set(compareListAtom, stored.map(summary));
    const urls: number[][] = [];
    const view = inRouter(
      () => <CompareView urlIds={ids} onIdsChange={(next) => urls.push(next)} />,
      fakeCardsApi({ inactive }),
      store,
    );
    render(view.element);
    return { store, urls };
  }

  it("removes inactive cards with 'some cards are no longer available' and compares the rest", async () => {
    const { store, urls } = openCompare(null, [2], [1, 2, 3]);
    expect(await notice()).toHaveTextContent("Một số thẻ không còn khả dụng. Các thẻ còn lại sẽ được so sánh.");
    expect(store.get(compareListAtom).map((card) => card.id)).toEqual([1, 3]);
    await waitFor(() => expect(urls.at(-1)).toEqual([1, 3]));
    expect(document.querySelectorAll(".compare-table thead th")).toHaveLength(2);
  });

  it("clears the list when every card is inactive", async () => {
    const { store } = openCompare(null, [1, 2], [1, 2]);
    expect(await notice()).toHaveTextContent("Thẻ này hiện không khả dụng.");
    expect(store.get(compareListAtom)).toEqual([]);
    expect(
      screen.getByText("Bạn chưa chọn thẻ nào để so sánh. Vui lòng chọn thêm thẻ để tiếp tục."),
    ).toBeInTheDocument();
  });

  it("takes a shared link's ids over the stored list", async () => {
    const { store } = openCompare([3, 4], [], [1]);
    await waitFor(() => expect(store.get(compareListAtom).map((card) => card.id)).toEqual([3, 4]));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
