import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

const items = async (section: string) =>
  within(await screen.findByRole("region", { name: section }))
    .queryAllByRole("listitem")
    .map((item) => item.textContent);

describe("card detail (issue 33): updated on, pros and cons, who it suits, the apply link", () => {
  it("dates the card's last change in the catalogue, in Vietnam's day", async () => {
    showCard(fakeCard(1, { updatedAt: "2026-03-04T18:00:00.000Z" }));
    const date = await screen.findByText("Cập nhật ngày 05/03/2026");
    expect(date).toHaveAttribute("datetime", "2026-03-04T18:00:00.000Z");
  });

  it("lists pros, cons and who the card suits from its own facts", async () => {
    showCard(
      fakeCard(1, {
        annualFee: 0,
        maxAmount: 300_000_000,
        minIncomeConditions: 20_000_000,
        minAge: 22,
        maxAge: 65,
        incentivePolicy: [{ label: "Miễn lãi", info: "Đến 45 ngày" }],
        interestAndFees: [{ label: "Lãi suất", info: "39,6%/năm" }],
        cardTypes: [2],
      }),
    );
    expect(await items("Ưu điểm")).toEqual(["Miễn phí thường niên", "Hạn mức cao, đến 300.000.000 VND"]);
    expect(await items("Nhược điểm")).toEqual([
      "Lãi suất cao: 39,6%/năm",
      "Yêu cầu thu nhập cao: từ 20.000.000 VND/tháng",
    ]);
    expect(await items("Phù hợp với ai")).toEqual([
      "Người có thu nhập từ 20.000.000 VND/tháng",
      "Người từ 22 đến 65 tuổi",
      "Người hay mua sắm trực tuyến",
    ]);
  });

  it("says so when the card's facts show no con", async () => {
    showCard(fakeCard(2, { annualFee: 0, minIncomeConditions: null }));
    const cons = await screen.findByRole("region", { name: "Nhược điểm" });
    expect(within(cons).getByText("Không có điểm nào nổi bật theo thông tin của thẻ.")).toBeInTheDocument();
  });

  it("keeps a second apply link for the phone's sticky bar, sponsored like the first", async () => {
    const card = fakeCard(3);
    showCard(card);
    const links = await screen.findAllByRole("link", {
      name: `Mở thẻ ngay: ${card.name} (mở trong thẻ trình duyệt mới)`,
    });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute("rel", expect.stringContaining("sponsored"));
      expect(link).toHaveAttribute("href", "/api/go/card/3");
    }
  });
});
