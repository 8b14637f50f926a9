import { act, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { CardsApiProvider } from "../../src/features/cards/cards-api-context";
import { useCardDetail } from "../../src/features/cards/use-card-detail";
import { fakeCard, fakeCardsApi, listItem } from "../../stories/cards/fake-cards-api";

/**
 * Decision 018: a card detail page the server rendered carries the card and its related cards as a
 * JSON data block; the page starts from them (so hydration shows what the HTML shows) and asks the
 * API only for another card, or when the visitor retries.
 */

const RENDERED = fakeCard(7, { name: "Thẻ đã dựng sẵn </script>" });
const RELATED = [fakeCard(2), fakeCard(3)].map(listItem);

function Probe({ id }: { id: string }) {
  const { detail, related, retry } = useCardDetail(id);
  return (
    <div>
      <p>{detail.status === "ready" ? detail.data.name : detail.status}</p>
      <ul>
        {related.map((card) => (
          <li key={card.id}>{card.name}</li>
        ))}
      </ul>
      <button type="button" onClick={retry}>
        retry
      </button>
    </div>
  );
}

beforeAll(() => {
  // The block as the server writes it ("<" escaped in the JSON).
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "prerendered-card";
  block.textContent = JSON.stringify({ id: 7, card: RENDERED, related: RELATED }).replaceAll("<", "\\u003c");
  document.body.append(block);
});

describe("the card detail's data from the server's HTML", () => {
  it("shows the rendered card and its related cards at the first render, without asking the API", async () => {
    const api = fakeCardsApi();
    render(
      <CardsApiProvider value={api}>
        <Probe id="7" />
      </CardsApiProvider>,
    );
    // Synchronously, as hydration needs it: no loading state first.
    expect(screen.getByText("Thẻ đã dựng sẵn </script>")).toBeInTheDocument();
    for (const card of RELATED) expect(screen.getByText(card.name)).toBeInTheDocument();
    await act(async () => {});
    expect(api.calls).toEqual([]);
  });

  it("asks the API again when the visitor retries", async () => {
    const api = fakeCardsApi();
    render(
      <CardsApiProvider value={api}>
        <Probe id="7" />
      </CardsApiProvider>,
    );
    await act(async () => screen.getByRole("button", { name: "retry" }).click());
    expect(api.calls.map((call) => call.method)).toContain("getDetail");
  });

  it("loads another card from the API, as without the block", async () => {
    const api = fakeCardsApi();
    render(
      <CardsApiProvider value={api}>
        <Probe id="5" />
      </CardsApiProvider>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText(fakeCard(5).name)).toBeInTheDocument();
    expect(api.calls.map((call) => call.method).sort()).toEqual(["getDetail", "getRelated"]);
  });
});
