import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sampleCards } from "../../server/db/seed/cards/sample-cards";
import type { CardListItem } from "../../src/contract/cards";
import { CardTile } from "../../src/features/cards/card-tile";
import { fakeCardsApi } from "../../stories/cards/fake-cards-api";
import { inRouter } from "../../stories/cards/render-in-router";

afterEach(cleanup);

const item = (overrides: Partial<CardListItem>): CardListItem => ({
  id: 7,
  name: "TPBank EVO",
  productImage: "tpbank-evo.svg",
  maxAmount: 80_000_000,
  gifts: "Tặng 300.000 VND",
  annualFeeOffers: "Miễn phí thường niên trọn đời",
  features: [{ info: "Mở thẻ trực tuyến" }],
  tag: null,
  highlight: false,
  affiliateLink: "https://example.com/7",
  ...overrides,
});

async function facts(card: CardListItem) {
  render(inRouter(() => <CardTile card={card} />, fakeCardsApi()).element);
  const tile = await screen.findByRole("article", { name: card.name });
  return within(tile);
}

describe("card tile: interest rate and annual fee", () => {
  it("shows the yearly rate and the annual fee amount", async () => {
    const tile = await facts(item({ interestRate: "39,6%/năm", annualFee: 499_000 }));
    expect(tile.getByText("Lãi suất").nextElementSibling).toHaveTextContent("39,6%/năm");
    expect(tile.getByText("Phí thường niên").nextElementSibling).toHaveTextContent("499.000 VND");
  });

  it("says a zero annual fee is free", async () => {
    const tile = await facts(item({ interestRate: "33%/năm", annualFee: 0 }));
    expect(tile.getByText("Phí thường niên").nextElementSibling).toHaveTextContent("Miễn phí");
  });
});

describe("sample catalogue: each card its own data, no 'sample' wording for visitors", () => {
  const active = sampleCards().filter((card) => card.active);

  it("gives the 27 active cards 27 different feature lists and rates that are not all alike", () => {
    expect(active).toHaveLength(27);
    const lists = new Set(active.map((card) => JSON.stringify(card.features)));
    expect(lists.size).toBe(27);
    const rates = new Set(active.map((card) => JSON.stringify(card.interestAndFees)));
    expect(rates.size).toBeGreaterThan(20);
    const conditions = new Set(active.map((card) => JSON.stringify(card.cardOpeningGifts)));
    expect(conditions.size).toBe(27);
  });

  it("writes no 'mẫu' or 'sample' in what the card pages show", () => {
    for (const card of active) {
      const shown = [card.name, card.overview, card.gifts, card.annualFeeOffers, JSON.stringify(card.features)];
      for (const text of shown) expect(text).not.toMatch(/mẫu|sample|phát triển/i);
    }
  });
});

describe("card tile: the partner link", () => {
  it("is marked sponsored for search engines and opens in a new tab without an opener", async () => {
    const tile = await facts(item({}));
    const link = tile.getByRole("link", { name: /^Mở thẻ ngay: TPBank EVO/ });
    expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(["noopener", "sponsored"]);
    expect(link).toHaveAttribute("target", "_blank");
  });
});
