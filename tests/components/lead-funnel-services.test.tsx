import * as v from "valibot";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadDraft } from "../../machines/lead-funnel/types";
import { updateScore, validateIdCard, validatePhone } from "../../src/api/funnel";
import { applyLoanTicket, countLoanRemainOtp, verifyLoanOtp } from "../../src/api/otp";
import { leadRecordSchema } from "../../src/contract/funnel-lead";
import {
  checkIdentity,
  checkPhone,
  leadRecord,
  requestOtp,
  scoreLead,
  verifyOtp,
} from "../../src/features/lead-funnel/funnel-services";

/** The real services map the API's business codes (src/api answers mocked here) to the machine's outcomes. */

vi.mock("../../src/api/funnel", () => ({
  validatePhone: vi.fn(),
  validateIdCard: vi.fn(),
  updateScore: vi.fn(),
  saveHubLog: vi.fn(),
  resetFunnelPassword: vi.fn(),
  getPartners: vi.fn(),
}));
vi.mock("../../src/api/otp", () => ({
  applyLoanTicket: vi.fn(),
  countLoanRemainOtp: vi.fn(),
  verifyLoanOtp: vi.fn(),
  resendLoanOtp: vi.fn(),
}));

type Envelope = { code: number; data: never; message?: string };
/** Answers the mocked call with these envelopes, in order. */
function answer(call: unknown, ...envelopes: Array<{ code: number; data?: unknown; message?: string }>) {
  const mock = vi.mocked(call as (...args: unknown[]) => Promise<Envelope>);
  for (const envelope of envelopes) mock.mockResolvedValueOnce({ data: null, ...envelope } as Envelope);
  return mock;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("lead funnel services", () => {
  it("validatephone: 200 ok, 201 and 202 blacklisted with the server's message, others a popup", async () => {
    const call = answer(
      validatePhone,
      { code: 200 },
      { code: 201, message: "Số điện thoại nằm trong danh sách hạn chế." },
      { code: 202, message: "Chưa đủ điều kiện." },
      { code: 203, message: "Thử lại sau." },
    );
    const input = { mobile: "0912345678", email: "" };
    await expect(checkPhone(input)).resolves.toEqual({ kind: "ok" });
    await expect(checkPhone(input)).resolves.toEqual({
      kind: "blacklisted",
      message: "Số điện thoại nằm trong danh sách hạn chế.",
    });
    await expect(checkPhone(input)).resolves.toEqual({ kind: "blacklisted", message: "Chưa đủ điều kiện." });
    await expect(checkPhone(input)).resolves.toEqual({ kind: "failed", message: "Thử lại sau." });
    expect(call).toHaveBeenCalledWith({ mobile: "0912345678", email: "" });
  });

  it("validateIdcard: only 201 is the blacklist; the age code is a popup with its message", async () => {
    answer(
      validateIdCard,
      { code: 201, message: "Không đủ điều kiện." },
      { code: 207, message: "Tuổi không phù hợp." },
    );
    const input = { ticketToken: "tok", name: "Nguyễn Văn An", identityNo: "001090000201" };
    await expect(checkIdentity(input)).resolves.toEqual({ kind: "blacklisted", message: "Không đủ điều kiện." });
    await expect(checkIdentity(input)).resolves.toEqual({ kind: "failed", message: "Tuổi không phù hợp." });
    expect(validateIdCard).toHaveBeenCalledWith("tok", { name: "Nguyễn Văn An", identityNo: "001090000201" });
  });

  it("apply: 200 opens the ticket with the resends the server still allows; 203 is the limit", async () => {
    const apply = answer(
      applyLoanTicket,
      { code: 200, data: { ticketCode: "LNABCDEF1234", transactionId: "tx" } },
      { code: 203, message: "Quá số lần." },
    );
    answer(countLoanRemainOtp, { code: 200, data: { numberOfRemainOtp: 2 } });
    const input = {
      amount: 10_000_000,
      inMonths: 6,
      mobile: "0912345678",
      email: "",
      agreeChecked: true,
      captchaResponse: "payload",
    };
    await expect(requestOtp(input)).resolves.toEqual({
      kind: "ok",
      ticketCode: "LNABCDEF1234",
      transactionId: "tx",
      resendsLeft: 2,
    });
    expect(apply).toHaveBeenCalledWith(input);
    expect(countLoanRemainOtp).toHaveBeenCalledWith("0912345678");
    await expect(requestOtp(input)).resolves.toEqual({ kind: "limit", message: "Quá số lần." });
  });

  it("verifyotp: 200 ok with the ticket token, 203 limit, 206 expired, anything else a wrong code", async () => {
    const call = answer(
      verifyLoanOtp,
      { code: 200, data: { ticketCode: "LNABCDEF1234", ticketToken: "tok" } },
      { code: 203, message: "Khóa 24 giờ." },
      { code: 206, message: "Mã đã hết hiệu lực." },
      { code: 205, data: { attemptsLeft: 1 } },
    );
    const verify = verifyOtp;
    const input = {
      purpose: "lead" as const,
      phone: "0912345678",
      transactionId: "tx",
      ticketCode: "LNABCDEF1234",
      otp: "123456",
    };
    await expect(verify(input)).resolves.toEqual({
      kind: "ok",
      data: { ticketCode: "LNABCDEF1234", ticketToken: "tok" },
    });
    expect(call).toHaveBeenCalledWith("LNABCDEF1234", { otp: "123456", type: "loanConfirm", transactionId: "tx" });
    await expect(verify(input)).resolves.toEqual({ kind: "limit", message: "Khóa 24 giờ." });
    await expect(verify(input)).resolves.toEqual({ kind: "expired", message: "Mã đã hết hiệu lực." });
    await expect(verify(input)).resolves.toEqual({ kind: "wrong" });
  });

  it("score: sends the answers as documentValues of document 241, for the ticket and its token", async () => {
    const call = answer(
      updateScore,
      { code: 200, data: { totalScore: 61, creditCardLimit: 20_000_000 } },
      { code: 204, message: "Lỗi" },
    );
    const input = {
      ticketCode: "LNABCDEF1234",
      ticketToken: "tok",
      step: 1 as const,
      name: "Nguyễn Văn An",
      identityNo: "001090000123",
      answers: { income: "7 - 10 triệu" as const, housing: "Nhà thuê" as const, marital: null, dependents: null },
    };
    await expect(scoreLead(input)).resolves.toEqual({ kind: "ok", totalScore: 61, creditCardLimit: 20_000_000 });
    expect(call).toHaveBeenCalledWith("LNABCDEF1234", "tok", {
      step: 1,
      name: "Nguyễn Văn An",
      identityNo: "001090000123",
      documentValues: {
        values: [
          { documentId: 241, attrId: 1, attrLabel: "Thu nhập hàng tháng", attrValue: "7 - 10 triệu" },
          { documentId: 241, attrId: 2, attrLabel: "Tình trạng nhà ở", attrValue: "Nhà thuê" },
        ],
      },
    });
    await expect(scoreLead(input)).resolves.toEqual({ kind: "failed", message: "Lỗi" });
  });

  it("builds a lead record the contract accepts, with the attribution and the fixed loan-hub fields", () => {
    const draft: LeadDraft = {
      ticketCode: "LNABCDEF1234",
      ticketToken: "tok",
      name: "Nguyễn Văn An",
      nationalId: "001090000123",
      phone: "0912345678",
      birthYear: 1990,
      gender: "Nam",
      email: "",
      income: "10 - 13 triệu",
      loanAmount: 20_000_000,
      loanTerm: 12,
      score: 77,
      sourceUrl: "https://google.com/",
      attribution: { clickId: "c-1", pubId: "p-1", utmSource: "fb", sub3: "x" },
    };
    const record = leadRecord(draft);
    expect(record).toMatchObject({
      code: "LNABCDEF1234",
      birthday: 1990,
      income: 10_000_000,
      incomeType: 0,
      clickId: "c-1",
      pubId: "p-1",
      utmSource: "fb",
      sub3: "x",
      address: "",
      ip: null,
      pageCode: "LOAN_HUB",
      status: 1,
      isConfirmed: "confirmed",
      score: 77,
    });
    expect(v.safeParse(leadRecordSchema, record).issues).toBeUndefined();
  });
});
