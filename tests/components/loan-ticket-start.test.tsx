import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { carriedLoan } from "../../src/domain/carried-loan";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { LookupsProvider } from "../../src/features/loan-ticket/lookups";
import { funnelLoan, rememberFunnelLoan } from "../../src/state/funnel-loan";
import { fakeLookups, wizardAt } from "../../stories/loan-ticket/fake-wizard";
import { loadAnswers, PRODUCT } from "../machines/loan-ticket-model";

afterEach(cleanup);

async function renderWizard(script: Parameters<typeof wizardAt>[0]) {
  const { actor } = await wizardAt(script)();
  render(
    <LookupsProvider value={fakeLookups}>
      <LoanTicketView actorRef={actor as LoanTicketActorRef} />
    </LookupsProvider>,
  );
  return actor;
}

describe("the loan wizard does not start cold (issue 33 item 8)", () => {
  it("lists the documents to have at hand and the time it takes before the first step", async () => {
    await renderWizard({});
    const intro = await screen.findByRole("region", { name: "Chuẩn bị trước khi bắt đầu" });
    expect(intro).toHaveTextContent("Hồ sơ mất khoảng 10 phút");
    const items = within(intro)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    for (const needed of [/CCCD/, /camera/, /tài khoản ngân hàng/, /Địa chỉ/, /người tham chiếu/, /OTP/]) {
      expect(items.some((item) => needed.test(item ?? ""))).toBe(true);
    }
  });

  it("sums up the loan: the lending partner, the amount and the term", async () => {
    await renderWizard({ load: loadAnswers[1] });
    const summary = await screen.findByRole("region", { name: "Khoản vay của bạn" });
    expect(summary).toHaveTextContent(PRODUCT.providerName);
    expect(summary).toHaveTextContent("20.000.000 VND");
    expect(summary).toHaveTextContent("12 tháng");
    expect(screen.queryByRole("region", { name: "Chuẩn bị trước khi bắt đầu" })).toBeNull();
  });

  it("explains what the total capital counts", async () => {
    await renderWizard({ load: loadAnswers[1] });
    const capital = await screen.findByLabelText("Tổng vốn sử dụng (VND)");
    expect(capital).toHaveAccessibleDescription(/gồm số tiền vay và phần tiền bạn tự có/);
  });

  it("ends by saying who reviews the application, how long it takes and how to reach them", async () => {
    await renderWizard({
      load: loadAnswers[3],
      steps: [{ type: "contract.agree", value: true }, { type: "contract.confirm" }],
    });
    const success = await screen.findByRole("heading", { name: "Gửi hồ sơ thành công" });
    const section = success.closest("section") as HTMLElement;
    expect(section).toHaveTextContent(`${PRODUCT.providerName} xét duyệt hồ sơ và trả lời bạn trong vòng 24 giờ.`);
    expect(section).toHaveTextContent("hotline 1900 6868");
    expect(section).toHaveTextContent("hotro@vaytieudung.vn");
  });

  it("carries the funnel's amount and term into a new draft, fitted to the product", () => {
    rememberFunnelLoan({ amount: 80_000_000, month: 9 });
    expect(carriedLoan(funnelLoan(), PRODUCT)).toEqual({ amount: 50_000_000, term: 12 });
    rememberFunnelLoan({ amount: 20_000_000, month: 12 });
    expect(carriedLoan(funnelLoan(), PRODUCT)).toEqual({ amount: 20_000_000, term: 12 });
    expect(carriedLoan(null, PRODUCT)).toBeNull();
  });
});
