import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ScoreResult } from "../../machines/lead-funnel/types";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import {
  FunnelStory,
  funnelAt,
  type ScriptStep,
  STORY_PARTNERS,
  TO_LOADING,
  TO_STEP_2,
} from "../../stories/lead-funnel/funnel-story-support";
import { renderInRouter } from "./lead-funnel-support";

vi.mock("../../src/api/site", () => ({
  loadLoanOffers: () =>
    Promise.resolve([
      {
        productId: 7,
        productName: "Vay tiêu dùng tín chấp",
        partnerName: "Công ty Tài chính An Phát",
        minAmount: 5_000_000,
        maxAmount: 50_000_000,
        amountStep: 5_000_000,
        terms: [6, 12, 24],
        interestRateYear: 24,
        upfrontFee: { kind: "amount", vnd: 0 },
        monthlyFee: 0,
        sample: true,
      },
    ]),
  loadCompany: () => Promise.reject(new Error("offline")),
  loadSitePartners: () => Promise.reject(new Error("offline")),
}));

const points = (total: number) => ({ base: 5, age: 6, income: 6, housing: 3, marital: 5, dependents: total - 25 });
const scored = (total: number) => (): ScoreResult => ({
  kind: "ok",
  totalScore: total,
  creditCardLimit: 0,
  points: points(total),
});

describe("the declined path (issue 33 item 4)", () => {
  it("says truthfully that a smaller amount or longer term would not help, links the CIC article, asks no password", async () => {
    const { actor } = await funnelAt({ answers: { scoreLead: scored(26) }, steps: [...TO_LOADING, { ms: 3_000 }] })();
    await renderInRouter(<FunnelStory actor={actor as FunnelActorRef} />);
    expect(screen.getByText("Bạn đã đăng ký vay 10.000.000 VND trong 6 tháng.")).toBeInTheDocument();
    const help = screen.getByRole("region", { name: "Điều thực sự giúp được bạn" });
    expect(help).toHaveTextContent("số tiền và thời hạn vay không được tính vào điểm");
    expect(help).toHaveTextContent("với 26 điểm chưa đối tác nào nhận hồ sơ");
    expect(within(help).getByRole("link", { name: "Điểm tín dụng CIC là gì và vì sao quan trọng" })).toHaveAttribute(
      "href",
      "/tin-tuc/diem-tin-dung-cic-la-gi",
    );
    expect(screen.queryByRole("heading", { name: "Tạo mật khẩu để theo dõi hồ sơ" })).toBeNull();
  });

  it("offers the amount the partner takes for this score when more was asked", async () => {
    const asked: ScriptStep[] = [
      { type: "amount.change", value: 80_000_000 },
      { type: "term.change", value: 12 },
    ];
    const { actor } = await funnelAt({
      answers: { scoreLead: scored(60) },
      steps: [...asked, ...TO_STEP_2, ...TO_LOADING.slice(TO_STEP_2.length), { ms: 3_000 }],
    })();
    await renderInRouter(<FunnelStory actor={actor as FunnelActorRef} />);
    expect(screen.getByText("Bạn đã đăng ký vay 80.000.000 VND trong 12 tháng.")).toBeInTheDocument();
    expect(
      await screen.findByText(
        `Với điểm của bạn, ${STORY_PARTNERS[0]?.name} nhận khoản vay đến 50.000.000 VND: bạn có thể đăng ký 50.000.000 VND trong 12 tháng.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Điều thực sự giúp được bạn" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Tạo mật khẩu để theo dõi hồ sơ" })).toBeInTheDocument();
  });
});
