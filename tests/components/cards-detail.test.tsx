import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CardDetail } from "../../src/contract/cards";
import { CardDetailView } from "../../src/features/cards/card-detail-view";
import { fakeCard, fakeCardsApi } from "../../stories/cards/fake-cards-api";
import { inRouter } from "../../stories/cards/render-in-router";

function showCard(card: CardDetail) {
  const { element } = inRouter(
    () => (
      <CardDetailView
        detail={{ status: "ready", data: card }}
        related={[]}
        onRetry={() => {}}
        onBackToCards={() => {}}
      />
    ),
    fakeCardsApi(),
  );
  render(element);
}

const conditions = async () => within(await screen.findByRole("region", { name: "Điều kiện mở thẻ" }));

describe("card detail: the age and income rule texts", () => {
  it.each([
    [18, 60, "Từ 18 đến 60 tuổi"],
    [null, 65, "Tối đa 65 tuổi"],
    [21, null, "Từ 21 tuổi trở lên"],
    [null, null, "Không giới hạn"],
    [0, 0, "Không giới hạn"],
  ])("shows minAge %s and maxAge %s as '%s'", async (minAge, maxAge, text) => {
    showCard(fakeCard(1, { minAge, maxAge }));
    expect((await conditions()).getByText(text)).toBeInTheDocument();
  });

  it.each([
    [5_000_000, "Từ 5.000.000 VND/tháng"],
    [12_500_000, "Từ 12.500.000 VND/tháng"],
    [null, "Không yêu cầu"],
    [0, "Không yêu cầu"],
  ])("shows a minimum income of %s as '%s'", async (minIncomeConditions, text) => {
    showCard(fakeCard(1, { minIncomeConditions }));
    expect((await conditions()).getByText(text)).toBeInTheDocument();
  });

  it("shows the region, or 'Toàn quốc' when the card gives none", async () => {
    showCard(fakeCard(1, { regionInformation: "" }));
    expect((await conditions()).getByText("Toàn quốc")).toBeInTheDocument();
  });
});

describe("an unavailable card", () => {
  it("shows 'Thẻ không khả dụng!' and a popup that goes back to the card home", async () => {
    const back = vi.fn();
    const { element } = inRouter(
      () => <CardDetailView detail={{ status: "unavailable" }} related={[]} onRetry={() => {}} onBackToCards={back} />,
      fakeCardsApi(),
    );
    render(element);
    expect(await screen.findByRole("heading", { level: 1, name: "Thẻ không khả dụng!" })).toBeInTheDocument();
    const dialog = screen.getByRole("dialog", { name: "Thông báo" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    expect(back).toHaveBeenCalledOnce();
  });
});
