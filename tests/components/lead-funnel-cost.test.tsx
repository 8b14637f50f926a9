import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { LoanOffer } from "../../src/contract/site";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import {
  FunnelStory,
  funnelAt,
  STORY_PARTNERS,
  storyScore,
  TO_RESULT,
} from "../../stories/lead-funnel/funnel-story-support";
import { renderInRouter } from "./lead-funnel-support";

const offer = (productId: number, partnerName: string, interestRateYear: number): LoanOffer => ({
  productId,
  productName: `Sản phẩm ${productId}`,
  partnerName,
  minAmount: 5_000_000,
  maxAmount: 50_000_000,
  amountStep: 5_000_000,
  terms: [6, 12],
  interestRateYear,
  upfrontFee: { kind: "amount", vnd: 0 },
  monthlyFee: 0,
  sample: true,
});

vi.mock("../../src/api/site", () => ({
  loadLoanOffers: () =>
    Promise.resolve([offer(1, "Công ty Tài chính An Phát", 24), offer(2, "Công ty Tài chính Bình Minh", 30)]),
  loadCompany: () => Promise.reject(new Error("offline")),
  loadSitePartners: () => Promise.reject(new Error("offline")),
}));

/** The figure a <dl> pairs with its label. */
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("what the loan costs inside the funnel", () => {
  it("step 1 prices the chosen amount and term before any phone number, with every partner's product to choose", async () => {
    const { actor } = await funnelAt()();
    await renderInRouter(<FunnelStory actor={actor as FunnelActorRef} />);
    const cost = await screen.findByRole("region", { name: "Ước tính chi phí khoản vay" });
    // The form's default, 10,000,000 VND over 6 months, at 24 %/year: PMT(2%, 6, -10000000) = 1,785,258.12.
    expect(figure(cost, "Trả mỗi tháng")).toMatch(/^1\.785\.258 VND/);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Sản phẩm 1 – lãi suất 24,0%/năm",
      "Sản phẩm 2 – lãi suất 30,0%/năm",
    ]);
  });

  it("the result prices the offering partner's own product and links to how we rank", async () => {
    const { actor } = await funnelAt({ answers: { scoreLead: storyScore(20) }, steps: TO_RESULT })();
    await renderInRouter(<FunnelStory actor={actor as FunnelActorRef} />);
    const cost = await screen.findByRole("region", { name: "Ước tính chi phí khoản vay" });
    expect(within(cost).getByText(`Sản phẩm 1, do ${STORY_PARTNERS[0]?.name} cung cấp`)).toBeInTheDocument();
    expect(figure(cost, "Lãi suất danh nghĩa")).toBe("24,0%/năm");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cách chúng tôi xếp hạng và kiếm tiền" })).toHaveAttribute(
      "href",
      "/cach-chung-toi-xep-hang",
    );
  });
});
