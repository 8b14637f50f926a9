import { RouterProvider } from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { siteTerms } from "../../server/db/seed/content/site-terms";
import { createAppRouter } from "../../src/app/router";
import { LOAN_AMOUNT, LOAN_TERM } from "../../src/domain/constants";
import { appStore } from "../../src/state/store";
import { DocumentBody } from "../../src/ui/document-body";
import { moneyRanges, termRanges } from "../support/loan-limits-scan";

/**
 * One source of truth for the loan limits (docs/decisions/010-loan-limits.md): every range of amounts
 * or months the home page (hero, calculator, counters, how it works, FAQ) and the terms state lies
 * within src/domain/constants.ts.
 */

// The calculator prices a product that lends less than the form allows (its note states its own range).
vi.mock("../../src/api/site", () => ({
  loadCompany: () => Promise.reject(new Error("offline")),
  loadSitePartners: () => Promise.reject(new Error("offline")),
  loadLoanOffers: () =>
    Promise.resolve([
      {
        productId: 1,
        productName: "Vay mẫu",
        partnerName: "Đối tác mẫu",
        minAmount: 5_000_000,
        maxAmount: 50_000_000,
        amountStep: 5_000_000,
        terms: [6, 12],
        interestRateYear: 24,
        upfrontFee: { kind: "amount", vnd: 0 },
        monthlyFee: 0,
        sample: true,
      },
    ]),
}));

// The FAQ as the database is seeded with it (server/db/seed/faq.ts): the catalogue's wording.
vi.mock("../../src/api/faq", async () => {
  const { FAQ_PARAMS, FAQ_SEED } = await import("../../src/domain/faq-items");
  const { t } = await import("../../src/i18n/t");
  return {
    loadFaq: () =>
      Promise.resolve(
        FAQ_SEED.map((item, index) => ({
          id: index + 1,
          question: t(item.question),
          answer: item.answer.map((key) => t(key, FAQ_PARAMS)),
        })),
      ),
  };
});

function expectWithinLimits(text: string) {
  const money = moneyRanges(text);
  for (const range of money) {
    expect(range.low, range.text).toBeGreaterThanOrEqual(LOAN_AMOUNT.min);
    expect(range.high, range.text).toBeLessThanOrEqual(LOAN_AMOUNT.max);
  }
  const terms = termRanges(text);
  for (const range of terms) {
    expect(range.low, range.text).toBeGreaterThanOrEqual(LOAN_TERM.min);
    expect(range.high, range.text).toBeLessThanOrEqual(LOAN_TERM.max);
  }
  return { money, terms };
}

describe("the scan itself", () => {
  it("catches the contradictions issue 18 reported", () => {
    expect(moneyRanges("khoản vay 1 - 30 triệu")).toEqual([{ text: "1 - 30 triệu", low: 1e6, high: 30e6 }]);
    expect(moneyRanges("vay từ 5.000.000 VND đến 100.000.000 VND")[0]).toMatchObject({ low: 5e6, high: 100e6 });
    expect(termRanges("thời hạn từ 6 đến 48 tháng")[0]).toMatchObject({ low: 6, high: 48 });
  });
});

describe("loan limits as the pages state them", () => {
  it("the home page states only the form's limits", async () => {
    const router = createAppRouter({ initialPath: "/" });
    await act(async () => {
      await router.load();
    });
    render(
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>,
    );
    // The FAQ comes in a lazy chunk; the sliders and the hero come with the page.
    await screen.findByRole("heading", { name: "Câu hỏi thường gặp" }, { timeout: 5000 });
    await screen.findByRole("button", { name: "Tôi có thể vay bao nhiêu tiền?" });
    await screen.findAllByText("24,0%/năm");
    const { money, terms } = expectWithinLimits(document.body.textContent ?? "");
    const texts = money.map((range) => range.text);
    // Hero, counters, how it works and the FAQ each state the range: the scan saw them.
    expect(texts).toContain("5.000.000 VND đến 100.000.000 VND");
    expect(texts).toContain("5 - 100 triệu");
    expect(texts).toContain("5 đến 100 triệu");
    expect(money.length).toBeGreaterThanOrEqual(4);
    expect(terms.length).toBeGreaterThanOrEqual(3);
  });

  it("the terms state only the form's limits", () => {
    render(<DocumentBody sections={siteTerms.sections} />);
    const { money, terms } = expectWithinLimits(document.body.textContent ?? "");
    expect(money.length).toBeGreaterThanOrEqual(1);
    expect(terms.length).toBeGreaterThanOrEqual(1);
  });
});
