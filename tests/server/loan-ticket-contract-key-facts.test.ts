import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, call, funnelCaller, readyDraft, ticketBody } from "./support/loan-ticket-helpers";
import { latestOtp } from "./support/otp-flow";
import { pdfTextLines } from "./support/pdf-text";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/*
 * The sample product 1 (decision 010: 24 %/year, upfront fee 2 % of the amount, no monthly fee) of the
 * sample partner An Phát; the ticket of the support helpers asks 20,000,000 VND over 12 months and
 * pay-back day 15; the test clock says 22/11/2026 in Hanoi. Worked by hand:
 *   r = 2 % a month; instalment 20,000,000 × 0.02 / (1 − 1.02^−12) = 1,891,191.8 → 1,891,192
 *   interest on the reducing balance, month by month rounded: 2,694,304; fee 400,000
 *   total 23,094,304; APR from 19,600,000 received against 12 × 1,891,192: 31.84 %/year
 *   first due date: the 15th of the month after the contract, 15/12/2026
 */
/** Each label with its value as the PDF prints it: a long value wraps onto the next line. */
const KEY_FACTS: [string, ...string[]][] = [
  ["Bên cho vay", "Công ty Tài chính TNHH MTV Tiêu dùng An Phát"],
  ["Số tiền vay", "20.000.000 VND"],
  ["Bằng chữ", "Hai mươi triệu đồng"],
  ["Thời hạn vay", "12 tháng"],
  ["Lãi suất danh nghĩa", "24,0%/năm"],
  ["Lãi suất thực tế gồm phí (APR)", "31,8%/năm"],
  ["Số tiền trả hàng tháng", "1.891.192 VND"],
  ["Ngày trả nợ đầu tiên", "15/12/2026"],
  ["Tổng phí", "400.000 VND (phí giải ngân 400.000 VND thu một lần,", "trừ vào tiền vay nhận được)"],
  ["Tổng tiền lãi", "2.694.304 VND"],
  ["Tổng số tiền phải trả", "23.094.304 VND"],
];

describe.each(testDatabaseKinds())("contract PDF key facts on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    caller = await funnelCaller(t);
  });
  afterAll(() => t.close());

  it("gives the product's lender legal name to the wizard", async () => {
    const product = await call<{ partnerLegalName?: string }>(t, "/api/v1/product-financial/1");
    expect(product.data.partnerLegalName).toBe("Công ty Tài chính TNHH MTV Tiêu dùng An Phát");
  });

  it("prints the key facts box, with the figures the contract step shows, under the contract's title", async () => {
    const code = await readyDraft(t, caller);
    const created = await call<{ transactionId: string }>(t, "/api/v1/ticket/create", {
      caller,
      json: ticketBody(code),
    });
    expect(created.code).toBe(200);
    const verified = await call<{ contract: { url: string } }>(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller,
      json: { otp: await latestOtp(t, caller.phone), transactionId: created.data.transactionId },
    });
    expect(verified.code).toBe(200);
    const pdf = await t.request(verified.data.contract.url, { headers: caller.headers });
    const lines = await pdfTextLines(new Uint8Array(await pdf.arrayBuffer()));

    const box = lines.indexOf("Thông tin chính của khoản vay");
    expect(box).toBeGreaterThan(lines.indexOf("HỢP ĐỒNG ĐỀ NGHỊ VAY VỐN"));
    expect(box).toBeLessThan(lines.indexOf("1. Thông tin người đề nghị vay"));
    expect(lines.slice(box + 1, box + 1 + KEY_FACTS.flat().length)).toEqual(KEY_FACTS.flat());
  });
});
