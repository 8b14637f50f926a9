import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LoanCalculator } from "../../src/ui/loan-cost/loan-calculator";
import { LoanCostPicker } from "../../src/ui/loan-cost/loan-cost-picker";
import type { PricedProduct } from "../../src/ui/loan-cost/priced-product";

const anPhat: PricedProduct = {
  productName: "Vay An Phát",
  partnerName: "Công ty Tài chính An Phát",
  minAmount: 5_000_000,
  maxAmount: 50_000_000,
  terms: [6, 12, 24],
  interestRateYear: 24,
  upfrontFee: { kind: "amount", vnd: 0 },
  monthlyFee: 0,
  sample: false,
};
const binhMinh: PricedProduct = {
  ...anPhat,
  productName: "Vay Bình Minh",
  partnerName: "Công ty Tài chính Bình Minh",
  interestRateYear: 18,
  upfrontFee: { kind: "percent", percent: 2 },
  monthlyFee: 10_000,
  sample: true,
};
const ready = (...products: PricedProduct[]) => ({ status: "ready" as const, data: products });

/** The figure a <dl> pairs with its label. */
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("LoanCostPicker", () => {
  it("shows what 20,000,000 VND over 12 months at 24 %/year costs (worked example: 1,891,192 a month)", () => {
    render(<LoanCostPicker products={ready(anPhat)} amount={20_000_000} termMonths={12} />);
    expect(figure("Trả mỗi tháng")).toBe("1.891.192 VND");
    expect(figure("Lãi suất danh nghĩa")).toBe("24,0%/năm");
    expect(figure("Tổng tiền lãi")).toBe("2.694.304 VND");
    expect(figure("Tổng số tiền phải trả")).toBe("22.694.304 VND");
    // (1.02)^12 - 1 = 26.82 %
    expect(figure("Lãi suất thực tế gồm phí (APR)")).toBe("26,8%/năm");
    expect(
      screen.getByText(
        "Ví dụ: vay 20.000.000 VND trong 12 tháng, lãi suất 24,0%/năm, không thu phí: trả 1.891.192 VND mỗi tháng, tổng phải trả 22.694.304 VND (gồm 2.694.304 VND tiền lãi và 0 VND phí), APR 26,8%/năm.",
      ),
    ).toBeInTheDocument();
  });

  it("opens and closes the repayment schedule with a disclosure button", async () => {
    const user = userEvent.setup();
    render(<LoanCostPicker products={ready(anPhat)} amount={20_000_000} termMonths={12} />);
    const button = screen.getByRole("button", { name: "Xem lịch trả nợ" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(13);
    // Month 1: principal 1,491,192, interest 400,000, balance 18,508,808 (no fee, so no fee column).
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1.491.192", "400.000", "1.891.192", "18.508.808"]);
    await user.click(screen.getByRole("button", { name: "Ẩn lịch trả nợ" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("lets the visitor choose another product, with its fees and a sample notice", async () => {
    const user = userEvent.setup();
    render(<LoanCostPicker products={ready(anPhat, binhMinh)} amount={20_000_000} termMonths={12} />);
    await user.selectOptions(screen.getByLabelText("Sản phẩm vay"), "Vay Bình Minh – lãi suất 18,0%/năm");
    expect(figure("Lãi suất danh nghĩa")).toBe("18,0%/năm");
    expect(figure("Tổng phí")).toBe(
      "520.000 VND phí giải ngân 2% số tiền vay (thu một lần, trừ vào tiền vay nhận được), phí 10.000 VND mỗi tháng",
    );
    expect(screen.getByText(/số liệu mẫu/)).toBeInTheDocument();
  });

  it("says so when the amount is beyond what the product lends", () => {
    render(<LoanCostPicker products={ready(anPhat)} amount={100_000_000} termMonths={12} />);
    expect(screen.getByText(/Sản phẩm này cho vay từ 5\.000\.000 VND đến 50\.000\.000 VND/)).toBeInTheDocument();
  });

  it("shows loading and failure states", () => {
    const { rerender } = render(<LoanCostPicker products={{ status: "loading" }} amount={1} termMonths={6} />);
    expect(screen.getByText("Đang tải biểu phí...")).toBeInTheDocument();
    rerender(<LoanCostPicker products={{ status: "error" }} amount={1} termMonths={6} />);
    expect(screen.getByText(/Chưa tải được lãi suất và phí/)).toBeInTheDocument();
  });
});

describe("LoanCalculator", () => {
  it("recomputes as the labelled amount and term sliders move", () => {
    render(<LoanCalculator products={ready(anPhat)} initialAmount={20_000_000} initialTerm={12} />);
    expect(figure("Trả mỗi tháng")).toBe("1.891.192 VND");
    // jsdom moves no range input by keyboard: set the value as the browser would.
    // 9 months: PMT(2%, 9, -20000000) = 2,450,308.75 -> 2,450,309
    fireEvent.change(screen.getByRole("slider", { name: "Thời hạn vay" }), { target: { value: "9" } });
    expect(figure("Trả mỗi tháng")).toMatch(/^2\.450\.309 VND/);
    // 10,000,000 over 9 months: PMT(2%, 9, -10000000) = 1,225,154.37 -> 1,225,154
    fireEvent.change(screen.getByRole("slider", { name: "Số tiền vay" }), { target: { value: "10000000" } });
    expect(figure("Trả mỗi tháng")).toMatch(/^1\.225\.154 VND/);
  });
});
