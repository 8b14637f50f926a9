import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnyActorRef, createActor, type InspectionEvent } from "xstate";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import type {
  CheckResult,
  FindApplyProductInput,
  FunnelCard,
  IdentityCheckInput,
  LeadDraft,
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
import { DELAY } from "../../src/domain/constants";
import { createMaskedInspector } from "../../src/flows/bridge/masked-inspector";
import type { FlowEvent } from "../../src/flows/live/protocol";
import { CARDS, FUNNEL_INPUT, PARTNERS } from "../machines/lead-funnel-model";
import { idleCallbackOnTimers, removeIdleCallback } from "../support/idle-callback";
import { createDeferredActors } from "../support/machine-paths";

/**
 * Issue 30: the inspection stream carried the typed OTP, the ticket token, the issued password, the
 * name and the e-mail. A visitor walks the whole lead funnel (the real machine, its real OTP child,
 * fake API calls) while every inspection event goes through the app tab's inspector
 * (src/flows/bridge/masked-inspector.ts); what it would send (events, snapshots, actor inputs and
 * outputs, as serialised) must hold none of the secrets.
 */

const PHONE = "0912345678";
const EMAIL = "nguyen.van.an@example.com";
const NAME = "Nguyễn Văn An";
const NATIONAL_ID = "001090000123";
const OTP_CODE = "482913";
const TICKET_TOKEN = "tk-7f3a9c2e51b04d68";
const ISSUED_PASSWORD = "TamThoi-9x2Q";
const NEW_PASSWORD = "MatKhauMoi-2026";
const CAPTCHA = "altcha-payload-5e1f0c";
const TICKET_CODE = "LOAN-000777";

beforeEach(() => {
  vi.useFakeTimers();
  idleCallbackOnTimers();
});
afterEach(() => {
  vi.useRealTimers();
  removeIdleCallback();
});

function funnelWithFakes() {
  const fakes = createDeferredActors();
  const otp = otpMachine.provide({
    actors: {
      verifyOtp: fakes.actor<VerifyOtpResult, VerifyOtpInput>(),
      resendOtp: fakes.actor<ResendOtpResult, ResendOtpInput>(),
    },
  });
  const machine = leadFunnelMachine.provide({
    actors: {
      checkPhone: fakes.actor<CheckResult, PhoneCheckInput>(),
      requestOtp: fakes.actor<RequestOtpResult, RequestOtpInput>(),
      checkIdentity: fakes.actor<CheckResult, IdentityCheckInput>(),
      scoreLead: fakes.actor<ScoreResult, ScoreInput>(),
      saveLead: fakes.actor<SaveLeadResult, LeadDraft>(),
      loadPartners: fakes.actor<Partner[], undefined>(),
      loadCards: fakes.actor<FunnelCard[], LoadCardsInput>(),
      setPassword: fakes.actor<SetPasswordResult, SetPasswordInput>(),
      findApplyProduct: fakes.actor<number | null, FindApplyProductInput>(),
      otp,
    },
    actions: { track: () => {}, goHome: () => {}, goToLogin: () => {} },
  });
  return { fakes, machine };
}

/** Every message the inspector would send, serialised as the BroadcastChannel and stately.ai get it. */
function inspectedFunnel() {
  const sent: FlowEvent[] = [];
  const inspector = createMaskedInspector((event) => sent.push(event));
  const { fakes, machine } = funnelWithFakes();
  const actor = createActor(machine, {
    input: FUNNEL_INPUT,
    inspect: (event: InspectionEvent) => inspector.inspect.next?.(event),
  });
  actor.start();
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const answer = async (id: string, output: unknown) => {
    fakes.resolve(id, output);
    await settle();
  };
  const settleScore = async () => {
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    await answer("scoreUpdate", { kind: "ok", totalScore: 45, creditCardLimit: 10_000_000 });
  };
  return { actor, sent, settle, answer, settleScore };
}

describe("the inspection stream of a visitor walking the whole lead funnel", () => {
  it("carries none of the OTP, ticket token, passwords, name, e-mail, phone, national ID or bot-check payload", async () => {
    const { actor, sent, settle, answer, settleScore } = inspectedFunnel();
    const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);

    send({ type: "amount.confirmed" });
    send({ type: "phone.change", value: PHONE });
    send({ type: "email.change", value: EMAIL });
    send({ type: "agree.change", checked: true });
    send({ type: "captcha.verify", payload: CAPTCHA });
    send({ type: "contact.submitted" });
    await answer("checkPhone", { kind: "ok" });
    await answer("requestOtp", { kind: "ok", ticketCode: TICKET_CODE, transactionId: "tx-1", resendsLeft: 2 });

    // Step 3: the real OTP child; the visitor types the code and confirms.
    const otp = actor.getSnapshot().children.otp as AnyActorRef | undefined;
    if (!otp) throw new Error("the OTP step did not start its child machine");
    otp.send({ type: "otp.change", value: OTP_CODE });
    otp.send({ type: "otp.submitted" });
    await settle();
    await answer("verifyOtp", { kind: "ok", data: { ticketCode: TICKET_CODE, ticketToken: TICKET_TOKEN } });
    expect(actor.getSnapshot().context.ticket?.ticketToken).toBe(TICKET_TOKEN);

    send({ type: "name.change", value: NAME });
    send({ type: "nationalId.change", value: NATIONAL_ID });
    send({ type: "identity.submitted" });
    await answer("checkIdentity", { kind: "ok" });
    await answer("scoreIdentity", { kind: "ok", totalScore: 25, creditCardLimit: 0 });
    send({ type: "income.choose", value: "Trên 13 triệu" });
    await settleScore();
    send({ type: "housing.choose", value: "Nhà riêng" });
    await settleScore();
    send({ type: "marital.choose", value: "Đã kết hôn" });
    await settleScore();
    send({ type: "dependents.choose", value: "Không có" });
    await settle();
    await answer("scoreFinal", {
      kind: "ok",
      totalScore: 82,
      creditCardLimit: 30_000_000,
      userName: PHONE,
      password: ISSUED_PASSWORD,
    });
    await answer("saveLead", { kind: "ok" });
    await answer("partners", PARTNERS);
    await answer("resultCards", CARDS);
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    expect(actor.getSnapshot().hasTag("result")).toBe(true);
    expect(actor.getSnapshot().context.account?.passwordDefault).toBe(ISSUED_PASSWORD);

    send({ type: "password.change", value: NEW_PASSWORD });
    send({ type: "passwordConfirm.change", value: NEW_PASSWORD });
    send({ type: "password.submit" });
    await settle();
    await answer("setPassword", { kind: "ok" });
    await vi.advanceTimersByTimeAsync(50);
    actor.stop();

    const stream = sent.map((event) => JSON.stringify(event));
    const all = stream.join("\n");
    // The stream is there: the funnel, its OTP child and their calls, every event the visitor sent.
    expect(sent.filter((event) => event.type === "@xstate.actor").map((event) => event.name)).toEqual(
      expect.arrayContaining(["leadFunnel", "otp", "verifyOtp", "scoreFinal", "setPassword"]),
    );
    for (const type of ["otp.change", "name.change", "email.change", "password.change", "income.choose"]) {
      expect(all, type).toContain(`"type":"${type}"`);
    }
    expect(all).toContain('"value":"Trên 13 triệu"');
    // The states themselves are shown whole: the viewer colours them.
    const states = sent
      .filter((event) => event.type === "@xstate.snapshot")
      .map((e) => JSON.stringify(e.snapshot?.value));
    expect(states).toContainEqual(expect.stringContaining('"passwordForm"'));
    expect(states).toContainEqual(expect.stringContaining('"contact"'));
    expect(all).toContain(TICKET_CODE);

    for (const secret of [
      OTP_CODE,
      TICKET_TOKEN,
      ISSUED_PASSWORD,
      NEW_PASSWORD,
      NAME,
      EMAIL,
      PHONE,
      NATIONAL_ID,
      CAPTCHA,
    ]) {
      const leaks = stream.filter((line) => line.includes(secret));
      expect(leaks.slice(0, 2), `${secret} in ${leaks.length} messages`).toEqual([]);
    }
  });
});
