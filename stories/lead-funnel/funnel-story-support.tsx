import { createActor, fromPromise, SimulatedClock } from "xstate";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import type {
  CheckResult,
  FindApplyProductInput,
  FunnelCard,
  IdentityCheckInput,
  LeadDraft,
  LeadFunnelEvent,
  LeadFunnelInput,
  LoadCardsInput,
  Partner,
  PhoneCheckInput,
  RequestOtpInput,
  RequestOtpResult,
  SaveLeadResult,
  ScoreInput,
  ScoreResult,
  SetPasswordInput,
  SetPasswordResult,
} from "../../machines/lead-funnel/types";
import { otpMachine } from "../../machines/otp/machine";
import type { ResendOtpInput, ResendOtpResult, VerifyOtpInput, VerifyOtpResult } from "../../machines/otp/types";
import { preloadLaterScreens } from "../../src/features/lead-funnel/funnel-body";
import { LeadFunnelView } from "../../src/features/lead-funnel/lead-funnel-view";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import { BotCheckContext, type BotCheckProps } from "../../src/ui/bot-check";

/**
 * Stories (and view tests) build a real lead-funnel actor with fake services on a simulated clock, drive
 * it with the events a visitor's clicks send, and render the view over it: Storybook shows exactly the
 * states the machine can be in. No server, no timer runs by itself.
 */

export const STORY_INPUT: LeadFunnelInput = { currentYear: 2026, attribution: { clickId: "story" }, sourceUrl: "" };
export const STORY_PHONE = "0912345678";
export const STORY_TICKET = { ticketCode: "LNSTORY00001", ticketToken: "story-token" };

export const STORY_PARTNERS: Partner[] = [
  { name: "Công ty Tài chính An Phát", minScore: 58, maxAmount: 50_000_000 },
  { name: "Công ty Tài chính Bình Minh", minScore: 44, maxAmount: 50_000_000 },
];
export const STORY_CARDS: FunnelCard[] = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Thẻ tín dụng mẫu ${id}`,
  image:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 100'%3E%3Crect width='160' height='100' rx='10' fill='%230b5fff'/%3E%3C/svg%3E",
  maxAmount: id * 50_000_000,
  affiliateLink: `https://issuer.example/${id}`,
}));

/** A call's scripted answer: a value, a function of the call's input, "pending" (never answers) or an Error. */
type Answer<TOutput, TInput> = TOutput | ((input: TInput) => TOutput) | "pending" | Error;

export interface FunnelAnswers {
  checkPhone?: Answer<CheckResult, PhoneCheckInput>;
  requestOtp?: Answer<RequestOtpResult, RequestOtpInput>;
  checkIdentity?: Answer<CheckResult, IdentityCheckInput>;
  scoreLead?: Answer<ScoreResult, ScoreInput>;
  saveLead?: Answer<SaveLeadResult, LeadDraft>;
  loadPartners?: Answer<Partner[], undefined>;
  loadCards?: Answer<FunnelCard[], LoadCardsInput>;
  setPassword?: Answer<SetPasswordResult, SetPasswordInput>;
  findApplyProduct?: Answer<number | null, FindApplyProductInput>;
  verifyOtp?: Answer<VerifyOtpResult, VerifyOtpInput>;
}

/** A simple scorecard for stories: 5 plus the points of each answer, the account on the final call. */
export function storyScore(points: number) {
  return (input: ScoreInput): ScoreResult => {
    const answered = Object.values(input.answers).filter((value) => value !== null).length;
    const base = { kind: "ok" as const, totalScore: Math.min(100, 5 + answered * points), creditCardLimit: 10_000_000 };
    return input.step === 4 ? { ...base, userName: STORY_PHONE, password: "tam-thoi" } : base;
  };
}

const DEFAULT_ANSWERS: Required<FunnelAnswers> = {
  checkPhone: { kind: "ok" },
  requestOtp: { kind: "ok", ticketCode: STORY_TICKET.ticketCode, transactionId: "tx-story", resendsLeft: 3 },
  checkIdentity: { kind: "ok" },
  scoreLead: storyScore(15),
  saveLead: { kind: "ok" },
  loadPartners: STORY_PARTNERS,
  loadCards: STORY_CARDS,
  setPassword: { kind: "ok" },
  // Only the first story partner (An Phát) offers a product: id 7.
  findApplyProduct: ({ partnerName }) => (partnerName === STORY_PARTNERS[0]?.name ? 7 : null),
  verifyOtp: { kind: "ok", data: STORY_TICKET },
};

function fake<TOutput, TInput>(answer: Answer<TOutput, TInput>) {
  return fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        if (answer === "pending") return;
        if (answer instanceof Error) reject(answer);
        else resolve(typeof answer === "function" ? (answer as (input: TInput) => TOutput)(input) : answer);
      }),
  );
}

/** The lead-funnel machine over scripted answers (the OTP step is the real OTP machine). */
export function storyMachine(overrides: FunnelAnswers = {}) {
  const answers = { ...DEFAULT_ANSWERS, ...overrides };
  return leadFunnelMachine.provide({
    actors: {
      checkPhone: fake(answers.checkPhone),
      requestOtp: fake(answers.requestOtp),
      checkIdentity: fake(answers.checkIdentity),
      scoreLead: fake(answers.scoreLead),
      saveLead: fake(answers.saveLead),
      loadPartners: fake(answers.loadPartners),
      loadCards: fake(answers.loadCards),
      setPassword: fake(answers.setPassword),
      findApplyProduct: fake(answers.findApplyProduct),
      otp: otpMachine.provide({
        actors: {
          verifyOtp: fake(answers.verifyOtp),
          resendOtp: fake<ResendOtpResult, ResendOtpInput>({ transactionId: "tx-story-2" }),
        },
      }),
    },
    // A story shows screens: tracking and navigation do nothing here.
    actions: { track: () => {}, goHome: () => {}, goToLogin: () => {} },
  });
}

/** A script step: an event, some time passing, or a code typed and confirmed in the OTP step. */
export type ScriptStep = LeadFunnelEvent | { ms: number } | { otp: string };

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Drives an actor along a script; answers settle between steps. */
export async function runScript(actor: FunnelActorRef, clock: SimulatedClock, steps: ScriptStep[]): Promise<void> {
  await settle();
  for (const step of steps) {
    if ("ms" in step) clock.increment(step.ms);
    else if ("otp" in step) {
      const otp = actor.getSnapshot().children.otp;
      otp?.send({ type: "otp.change", value: step.otp });
      otp?.send({ type: "otp.submitted" });
    } else actor.send(step);
    await settle();
  }
}

export interface FunnelScript {
  answers?: FunnelAnswers;
  steps?: ScriptStep[];
  input?: Partial<LeadFunnelInput>;
}

/** A Storybook loader: the actor after the script. */
export function funnelAt({ answers, steps = [], input }: FunnelScript = {}) {
  return async (): Promise<{ actor: FunnelActorRef; clock: SimulatedClock }> => {
    await preloadLaterScreens();
    const clock = new SimulatedClock();
    const actor = createActor(storyMachine(answers), { clock, input: { ...STORY_INPUT, ...input } });
    actor.start();
    await runScript(actor, clock, steps);
    return { actor, clock };
  };
}

/** Stands in for the ALTCHA widget: a checkbox that verifies at once, and a link that lets it expire. */
export function FakeBotCheck({ verified, onVerify, onExpire }: BotCheckProps) {
  return (
    <div className="fake-bot-check">
      <label>
        <input
          type="checkbox"
          checked={verified}
          onChange={(event) => (event.target.checked ? onVerify("fake-captcha-payload") : onExpire())}
        />{" "}
        Tôi không phải là người máy
      </label>{" "}
      <button type="button" className="link-button" onClick={onExpire}>
        (giả lập hết hạn)
      </button>
    </div>
  );
}

/** The funnel view with the stand-in bot check. */
export function FunnelStory({ actor }: { actor: FunnelActorRef }) {
  return (
    <BotCheckContext.Provider value={FakeBotCheck}>
      <div style={{ maxWidth: 880, margin: "24px auto", padding: 20, background: "#fff", borderRadius: 12 }}>
        <LeadFunnelView actorRef={actor} />
      </div>
    </BotCheckContext.Provider>
  );
}

// --- Scripts shared by the stories and the view tests ---

export const TO_STEP_2: ScriptStep[] = [{ type: "amount.confirmed" }];
export const CONTACT: ScriptStep[] = [
  { type: "phone.change", value: STORY_PHONE },
  { type: "email.change", value: "an.nguyen@example.com" },
  { type: "agree.change", checked: true },
  { type: "captcha.verify", payload: "fake-captcha-payload" },
];
export const TO_STEP_3: ScriptStep[] = [...TO_STEP_2, ...CONTACT, { type: "contact.submitted" }];
export const TO_STEP_4: ScriptStep[] = [...TO_STEP_3, { otp: "123456" }];
export const IDENTITY: ScriptStep[] = [
  { type: "name.change", value: "Nguyễn Văn An" },
  { type: "nationalId.change", value: "001090000123" },
];
export const TO_STEP_5: ScriptStep[] = [...TO_STEP_4, ...IDENTITY, { type: "identity.submitted" }];
export const TO_STEP_6: ScriptStep[] = [...TO_STEP_5, { type: "income.choose", value: "Trên 13 triệu" }, { ms: 200 }];
export const TO_STEP_7: ScriptStep[] = [...TO_STEP_6, { type: "housing.choose", value: "Nhà riêng" }, { ms: 200 }];
export const TO_STEP_8: ScriptStep[] = [...TO_STEP_7, { type: "marital.choose", value: "Đã kết hôn" }, { ms: 200 }];
export const TO_LOADING: ScriptStep[] = [...TO_STEP_8, { type: "dependents.choose", value: "Không có" }];
export const TO_RESULT: ScriptStep[] = [...TO_LOADING, { ms: 3_000 }];
