import { randomBytes } from "node:crypto";
import { issueTicketToken } from "../../../server/services/ticket-token";
import { SCORE_ATTR, SCORE_STEP, TICKET_TOKEN_HEADER } from "../../../src/contract/funnel";
import type { LeadRecordInput } from "../../../src/contract/funnel-lead";
import { LOAN_HUB_PAGE_CODE, SCORE } from "../../../src/domain/constants";
import type { DependentsOption, HousingOption, IncomeOption, MaritalOption } from "../../../src/domain/options";
import type { TestApp } from "./test-app";

/** Helpers of the funnel server tests: tickets inserted directly, tokens issued as verifyotp would. */

export interface TestTicket {
  code: string;
  phone: string;
  token: string;
}

let phoneCounter = 0;

/**
 * A fresh valid mobile number per call, so tests never share an account. Viettel's 098: never a
 * MobiFone number, whose applications need MobiFone's step 2 before confirmation (decision 013).
 */
export function nextPhone(): string {
  phoneCounter += 1;
  return `098${String(Date.now() % 100_000).padStart(5, "0")}${String(phoneCounter % 100).padStart(2, "0")}`;
}

export async function createTicket(
  t: TestApp,
  options: { phone?: string; email?: string; verified?: boolean; amount?: number; term?: number } = {},
): Promise<TestTicket> {
  const code = `LN${randomBytes(5).toString("hex").toUpperCase()}`;
  const phone = options.phone ?? nextPhone();
  const now = t.clock.now();
  await t.database.db
    .insertInto("loan_tickets")
    .values({
      code,
      phone,
      email: options.email ?? "",
      amount: options.amount ?? 20_000_000,
      term: options.term ?? 12,
      ip: "203.0.113.9",
      created_at: now,
      verified_at: options.verified === false ? null : now,
    })
    .execute();
  return { code, phone, token: await issueTicketToken(t.deps.secrets, code, now) };
}

export interface Answers {
  income?: IncomeOption;
  housing?: HousingOption;
  marital?: MaritalOption;
  dependents?: DependentsOption;
}

export function scoreRequest(identityNo: string, answers: Answers = {}, step: 1 | 4 = SCORE_STEP.partial) {
  const values = (Object.keys(SCORE_ATTR) as (keyof typeof SCORE_ATTR)[])
    .filter((key) => answers[key] !== undefined)
    .map((key) => ({ documentId: SCORE.documentId, attrId: SCORE_ATTR[key], attrLabel: key, attrValue: answers[key] }));
  return { step, name: "Nguyễn Văn An", identityNo, documentValues: { values } };
}

export const ALL_ANSWERS: Required<Answers> = {
  income: "10 - 13 triệu",
  housing: "Nhà riêng",
  marital: "Đã kết hôn",
  dependents: "1 người",
};

/** POST with JSON and, when given, the ticket token header. */
export function post(t: TestApp, path: string, json: unknown, token?: string, ip?: string): Promise<Response> {
  return t.request(path, {
    method: "POST",
    json,
    headers: token === undefined ? {} : { [TICKET_TOKEN_HEADER]: token },
    ...(ip ? { ip } : {}),
  });
}

export interface Answer<T = unknown> {
  code: number;
  data: T;
  message?: string;
}

export async function answerOf<T = unknown>(res: Response): Promise<Answer<T>> {
  return (await res.json()) as Answer<T>;
}

export async function score(t: TestApp, ticket: TestTicket, body: unknown): Promise<Answer<Record<string, unknown>>> {
  const res = await post(t, `/api/loan/ticket/${ticket.code}/update`, body, ticket.token);
  return answerOf(res);
}

/** The lead record a browser sends at step 8 for a ticket scored with this ID. */
export function leadRecord(
  ticket: TestTicket,
  nationalId: string,
  extra: Partial<LeadRecordInput> = {},
): LeadRecordInput {
  return {
    code: ticket.code,
    name: "Nguyễn Văn An",
    nationalId,
    phone: ticket.phone,
    birthday: 1991,
    gender: "Nam",
    address: "",
    city: "",
    job: "",
    email: "",
    income: 10_000_000,
    incomeType: 0,
    loanAmount: 20_000_000,
    loanTerm: 12,
    company: "",
    companyAddress: "",
    sourceUrl: "https://www.google.com/",
    clickId: "clk-123",
    ip: null,
    district: "",
    ward: "",
    pageCode: LOAN_HUB_PAGE_CODE,
    status: 1,
    score: 5,
    isConfirmed: "confirmed",
    ...extra,
  };
}
