import { createHash } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { SCORE_ATTR, SCORE_STEP, TICKET_TOKEN_HEADER } from "../../src/contract/funnel";
import type { LeadRecordInput } from "../../src/contract/funnel-lead";
import { LOAN_HUB_PAGE_CODE, SCORE } from "../../src/domain/constants";
import { birthYearFromNationalId, genderFromNationalId } from "../../src/domain/national-id";
import type { DependentsOption, HousingOption, IncomeOption, MaritalOption } from "../../src/domain/options";

/**
 * One complete lead funnel as a browser drives it, through the public API only: bot check, phone
 * check, apply (OTP request), the OTP read from the dev outbox, verify, ID check, five score
 * calls (step 4, then after each of the answers 5-8, the last one final) and the lead save.
 * Used by the funnel benchmark (scripts/bench/funnel.ts) and the in-process journey test.
 */

export type Send = (
  path: string,
  init: { method: "GET" | "POST"; json?: unknown; headers?: Record<string, string> },
) => Promise<Response>;

export const JOURNEY_CALLS = [
  "captcha",
  "validatephone",
  "apply",
  "outbox",
  "verifyotp",
  "validateIdcard",
  "score",
  "save",
] as const;
export type JourneyCall = (typeof JOURNEY_CALLS)[number];

export interface Visitor {
  phone: string;
  nationalId: string;
  name: string;
  income: IncomeOption;
  housing: HousingOption;
  marital: MaritalOption;
  dependents: DependentsOption;
  amount: number;
  term: number;
}

export interface JourneyResult {
  ticketCode: string;
  ticketToken: string;
  totalScore: number;
  userName?: string;
  password?: string;
}

export class JourneyError extends Error {
  constructor(
    readonly call: JourneyCall,
    detail: string,
  ) {
    super(`${call}: ${detail}`);
    this.name = "JourneyError";
  }
}

interface Envelope {
  code: number;
  data: unknown;
  message?: string;
}

/** Reports how long each successful call took (ms) and what it answered, for the benchmark. */
export type OnTiming = (call: JourneyCall, ms: number, data: Record<string, unknown>) => void;

/** Reads one response as the envelope of a successful call, or throws a JourneyError. */
async function timedCall(send: Send, onTiming: OnTiming, call: JourneyCall, path: string, init: Parameters<Send>[1]) {
  const started = performance.now();
  const res = await send(path, init);
  const text = await res.text();
  const ms = performance.now() - started;
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    throw new JourneyError(call, `HTTP ${res.status}, not JSON`);
  }
  if (res.status !== 200 || body.code !== 200) {
    throw new JourneyError(call, `HTTP ${res.status}, code ${body.code}: ${body.message ?? ""}`);
  }
  const data = (body.data ?? {}) as Record<string, unknown>;
  onTiming(call, ms, data);
  return data;
}

/** The bot check as the widget does it: fetch a challenge, solve it, encode the payload. */
export async function solveCaptcha(send: Send, onTiming: OnTiming = () => {}): Promise<string> {
  const challenge = await timedCall(send, onTiming, "captcha", "/api/captcha/challenge", { method: "GET" });
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new JourneyError("captcha", "no solution");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

interface ChallengeParameters {
  nonce: string;
  salt: string;
  keyLength: number;
  keyPrefix: string;
}

/**
 * The same proof of work as altcha-lib's solver (SHA-256, cost 1: one digest of salt ‖ nonce ‖
 * counter per attempt, until the key starts with the prefix), in one synchronous loop instead of an
 * awaited digest per attempt: about 1 µs an attempt instead of 20, so a bench that stands for
 * thousands of browsers can solve each visitor's check when the visitor arrives. The server checks
 * the answer as it checks a browser's (server/services/captcha/verify.ts).
 */
export function solveNatively(
  parameters: ChallengeParameters,
  limit = 10_000_000,
): { counter: number; derivedKey: string } | null {
  const salt = Buffer.from(parameters.salt, "hex");
  const nonce = Buffer.from(parameters.nonce, "hex");
  const data = Buffer.alloc(salt.length + nonce.length + 4);
  salt.copy(data, 0);
  nonce.copy(data, salt.length);
  for (let counter = 0; counter < limit; counter++) {
    data.writeUInt32BE(counter, salt.length + nonce.length);
    const key = createHash("sha256").update(data).digest().subarray(0, parameters.keyLength).toString("hex");
    if (key.startsWith(parameters.keyPrefix)) return { counter, derivedKey: key };
  }
  return null;
}

/** The bot check with solveNatively: fetch a challenge (timed as "captcha"), solve it, encode the payload. */
export async function solveCaptchaNatively(send: Send, onTiming: OnTiming = () => {}): Promise<string> {
  const challenge = (await timedCall(send, onTiming, "captcha", "/api/captcha/challenge", { method: "GET" })) as {
    parameters: ChallengeParameters;
  };
  const solution = solveNatively(challenge.parameters);
  if (!solution) throw new JourneyError("captcha", "no solution");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A funnel walked up to its last call: the lead record to save and the ticket token that may save it. */
export interface PreparedLead extends JourneyResult {
  record: LeadRecordInput;
}

/** A visitor's pause before each call (reading, typing); never part of a call's timing. */
export type Think = () => Promise<void>;

/** The funnel from the phone check on; the bot check is solved first unless its payload is given. */
export async function runJourney(
  send: Send,
  visitor: Visitor,
  onTiming: OnTiming = () => {},
  solvedCaptcha?: string,
  think: Think = async () => {},
): Promise<JourneyResult> {
  const { record, ...result } = await prepareLead(send, visitor, onTiming, solvedCaptcha, think);
  await think();
  await timedCall(send, onTiming, "save", "/api/callback/loan/save-hub-log", {
    method: "POST",
    json: record,
    headers: { [TICKET_TOKEN_HEADER]: result.ticketToken },
  });
  return result;
}

/** The funnel from the phone check up to, not including, the lead save (step 8). */
export async function prepareLead(
  send: Send,
  visitor: Visitor,
  onTiming: OnTiming = () => {},
  solvedCaptcha?: string,
  think: Think = async () => {},
): Promise<PreparedLead> {
  const timed = async (call: JourneyCall, path: string, init: Parameters<Send>[1]) => {
    await think();
    return timedCall(send, onTiming, call, path, init);
  };
  const post = (json: unknown, headers: Record<string, string> = {}) => ({ method: "POST" as const, json, headers });
  const captchaResponse = solvedCaptcha ?? (await solveCaptcha(send, onTiming));

  await timed("validatephone", "/api/loan/ticket/validatephone", post({ mobile: visitor.phone, email: "" }));
  const applied = await timed(
    "apply",
    "/api/loan/ticket/apply",
    post({
      amount: visitor.amount,
      inMonths: visitor.term,
      mobile: visitor.phone,
      email: "",
      agreeChecked: true,
      captchaResponse,
    }),
  );
  const ticketCode = String(applied.ticketCode);
  const outbox = (await timed("outbox", `/api/dev/outbox?phone=${visitor.phone}`, { method: "GET" })) as unknown as {
    otp: string | null;
  }[];
  const otp = outbox[0]?.otp;
  if (!otp) throw new JourneyError("outbox", "no code in the outbox");
  const verified = await timed(
    "verifyotp",
    `/api/loan/ticket/${ticketCode}/verifyotp`,
    post({ otp, type: "loanConfirm", transactionId: applied.transactionId }),
  );
  const ticketToken = String(verified.ticketToken);
  const auth = { [TICKET_TOKEN_HEADER]: ticketToken };

  await timed(
    "validateIdcard",
    "/api/loan/ticket/validateIdcard",
    post({ name: visitor.name, identityNo: visitor.nationalId }, auth),
  );

  const answers = [
    { attrId: SCORE_ATTR.income, attrValue: visitor.income },
    { attrId: SCORE_ATTR.housing, attrValue: visitor.housing },
    { attrId: SCORE_ATTR.marital, attrValue: visitor.marital },
    { attrId: SCORE_ATTR.dependents, attrValue: visitor.dependents },
  ].map((a) => ({ documentId: SCORE.documentId, attrLabel: "", ...a }));
  let scored: Record<string, unknown> = {};
  for (let answered = 0; answered <= answers.length; answered++) {
    const step = answered === answers.length ? SCORE_STEP.final : SCORE_STEP.partial;
    scored = await timed(
      "score",
      `/api/loan/ticket/${ticketCode}/update`,
      post(
        {
          step,
          name: visitor.name,
          identityNo: visitor.nationalId,
          documentValues: { values: answers.slice(0, answered) },
        },
        auth,
      ),
    );
  }
  const totalScore = Number(scored.totalScore);

  const record: LeadRecordInput = {
    code: ticketCode,
    name: visitor.name,
    nationalId: visitor.nationalId,
    phone: visitor.phone,
    birthday: birthYearFromNationalId(visitor.nationalId) ?? 0,
    gender: genderFromNationalId(visitor.nationalId) ?? "Nam",
    income: 0,
    incomeType: 0,
    loanAmount: visitor.amount,
    loanTerm: visitor.term,
    sourceUrl: "",
    clickId: null,
    ip: null,
    pageCode: LOAN_HUB_PAGE_CODE,
    status: 1,
    score: totalScore,
    isConfirmed: "confirmed",
  };
  return {
    record,
    ticketCode,
    ticketToken,
    totalScore,
    ...(typeof scored.userName === "string" ? { userName: scored.userName } : {}),
    ...(typeof scored.password === "string" ? { password: scored.password } : {}),
  };
}
