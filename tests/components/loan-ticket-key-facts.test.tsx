import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductSummary } from "../../src/domain/loan-ticket-details";
import { ContractStep } from "../../src/features/loan-ticket/contract-step";
import { PRODUCT, VALID_DETAILS } from "../machines/loan-ticket-model";

afterEach(cleanup);

/** The first sample product (decision 010): 24 %/năm, upfront fee 2 % of the amount, no monthly fee. */
const AN_PHAT: ProductSummary = {
  ...PRODUCT,
  providerName: "Công ty Tài chính Tiêu dùng An Phát",
  lenderLegalName: "Công ty Tài chính TNHH MTV Tiêu dùng An Phát",
  pricing: { yearlyRatePercent: 24, upfrontFee: { kind: "percent", percent: 2 }, monthlyFeeVnd: 0 },
};

/*
 * Worked by hand (issue 18 item 3): 20,000,000 VND over 12 months at 24 %/year, r = 2 % a month.
 *   instalment = 20,000,000 × 0.02 / (1 − 1.02^−12) = 400,000 / 0.2115068 = 1,891,191.8 → 1,891,192
 *   interest, month by month on the reducing balance (400,000; 365,824; 330,965; … ; 37,079), sums to 2,694,304
 *   upfront fee 2 % = 400,000; received 19,600,000; monthly IRR 2.3355 % → APR (1.023355)^12 − 1 = 31.84 %
 *   total payable 20,000,000 + 2,694,304 + 400,000 = 23,094,304
 *   contract on 23/11/2026, pay-back day 5 → first due date 05/12/2026
 */
const EXPECTED_AN_PHAT: [string, string][] = [
  ["Bên cho vay", "Công ty Tài chính TNHH MTV Tiêu dùng An Phát"],
  ["Số tiền vay", "20.000.000 VND"],
  ["Bằng chữ", "Hai mươi triệu đồng"],
  ["Thời hạn vay", "12 tháng"],
  ["Lãi suất danh nghĩa", "24,0%/năm"],
  ["Lãi suất thực tế gồm phí (APR)", "31,8%/năm"],
  ["Số tiền trả hàng tháng", "1.891.192 VND"],
  ["Ngày trả nợ đầu tiên", "05/12/2026"],
  ["Tổng phí", "400.000 VND (phí giải ngân 400.000 VND thu một lần, trừ vào tiền vay nhận được)"],
  ["Tổng tiền lãi", "2.694.304 VND"],
  ["Tổng số tiền phải trả", "23.094.304 VND"],
];

function renderStep(
  product: ProductSummary | null,
  details = { ...VALID_DETAILS, payBackDay: "5" },
  today = "2026-11-23",
) {
  const onAgree = vi.fn();
  render(
    <ContractStep
      contract={{ name: "0123456789abcdef0123456789abcdef", type: "pdf", email: "" }}
      email="a@b.vn"
      agreed={false}
      busy={false}
      canConfirm={false}
      onEmail={() => undefined}
      onAgree={onAgree}
      onConfirm={() => undefined}
      loan={{ product, details }}
      today={today}
    />,
  );
  return { onAgree };
}

/** The box's lines as [label, value] pairs, in order. */
function keyFactLines(): [string, string][] {
  const box = screen.getByRole("region", { name: "Thông tin chính của khoản vay" });
  const terms = within(box).getAllByRole("term");
  return terms.map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

describe("contract step: key facts before agreement", () => {
  it("shows lender, amount in digits and words, term, rate, APR, instalment, first due date, fees and total", () => {
    renderStep(AN_PHAT);
    expect(keyFactLines()).toEqual(EXPECTED_AN_PHAT);
  });

  it("places the key facts above the agreement checkbox", () => {
    renderStep(AN_PHAT);
    const box = screen.getByRole("region", { name: "Thông tin chính của khoản vay" });
    const agree = screen.getByRole("checkbox", { name: "Tôi đã đọc và đồng ý với nội dung hợp đồng" });
    expect(box.compareDocumentPosition(agree) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("prices fixed and monthly fees, the last instalment and a pay-back day the month lacks", () => {
    /*
     * By hand: 30,000,000 VND over 24 months at 28 %/year (r = 2.3333 % a month), upfront 300,000,
     * 10,000 a month. Instalment 30,000,000 × r / (1 − (1 + r)^−24) = 1,646,654.6 → 1,646,655, paid with the
     * fee: 1,656,655; the last month clears the rounding: 1,656,653. Interest sums to 9,519,718 (month 7's
     * interest is exactly 559,492.5 and rounds half up); fees 300,000 + 24 × 10,000 = 540,000; total
     * 40,059,718. APR from the flows (29,700,000 received): 34.15 %.
     * Signed 10/01/2027 with pay-back day 31: February has 28 days → 28/02/2027.
     */
    const binhMinh: ProductSummary = {
      ...PRODUCT,
      lenderLegalName: "Công ty Tài chính Cổ phần Bình Minh",
      pricing: { yearlyRatePercent: 28, upfrontFee: { kind: "amount", vnd: 300_000 }, monthlyFeeVnd: 10_000 },
    };
    renderStep(binhMinh, { ...VALID_DETAILS, amount: "30000000", term: "24", payBackDay: "31" }, "2027-01-10");
    expect(Object.fromEntries(keyFactLines())).toMatchObject({
      "Bên cho vay": "Công ty Tài chính Cổ phần Bình Minh",
      "Bằng chữ": "Ba mươi triệu đồng",
      "Lãi suất danh nghĩa": "28,0%/năm",
      "Lãi suất thực tế gồm phí (APR)": "34,1%/năm",
      "Số tiền trả hàng tháng": "1.656.655 VND (kỳ cuối: 1.656.653 VND)",
      "Ngày trả nợ đầu tiên": "28/02/2027",
      "Tổng phí":
        "540.000 VND (phí giải ngân 300.000 VND thu một lần, trừ vào tiền vay nhận được; phí 10.000 VND mỗi tháng)",
      "Tổng tiền lãi": "9.519.718 VND",
      "Tổng số tiền phải trả": "40.059.718 VND",
    });
  });

  it("says the cost cannot be worked out when the product carries no price", () => {
    renderStep(PRODUCT);
    const box = screen.getByRole("region", { name: "Thông tin chính của khoản vay" });
    expect(box).toHaveTextContent("Chưa tính được chi phí khoản vay.");
    expect(within(box).queryAllByRole("term")).toEqual([]);
  });

  it("has a labelled agreement checkbox that the whole label toggles", async () => {
    const { onAgree } = renderStep(AN_PHAT);
    await userEvent.click(screen.getByText("Tôi đã đọc và đồng ý với nội dung hợp đồng"));
    expect(onAgree).toHaveBeenCalledWith(true);
  });
});
