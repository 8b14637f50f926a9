import { assign, raise, setup } from "xstate";
import { DELAY, SCORE } from "../../src/domain/constants";
import {
  sanitizeEmailInput,
  sanitizeFullNameInput,
  sanitizeNationalIdInput,
  sanitizePhoneInput,
} from "../../src/domain/validators";
import { otpMachine } from "../otp/machine";
import type { OtpOutput } from "../otp/types";
import { notProvided, placeholderActor } from "../shared/not-provided";
import {
  clearFrom,
  isAgeEligible,
  isAgeOutOfRange,
  isContactValid,
  isIdentityValid,
  isNewPasswordValid,
  noticeOf,
  noticeOfError,
  resetContext,
  ticketProof,
} from "./form";
import type {
  CheckResult,
  FindApplyProductInput,
  FunnelCard,
  FunnelField,
  FunnelNotice,
  IdentityCheckInput,
  LeadDraft,
  LeadForm,
  LeadFunnelContext,
  LeadFunnelEvent,
  LeadFunnelInput,
  LeadFunnelTag,
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
} from "./types";

/**
 * The setup of the lead-funnel machine: its types, the placeholder actors the app replaces with
 * `.provide()`, the named delays, guards and actions. The states live in machines/lead-funnel/machine.ts and
 * the state configs of this folder, built with `funnelSetup.createStateConfig`.
 */

const resultMessage = (result: { kind: string; message?: string }) => result.message ?? "";
const withForm = (context: LeadFunnelContext, patch: Partial<LeadForm>) => ({ form: { ...context.form, ...patch } });

// Parameter builders shared by the state configs.
export const failure = ({ event }: { event: { error: unknown } }) => ({ notice: noticeOfError(event.error) });
export const failedScore = ({ event }: { event: { output: { kind: string; message?: string } } }) => ({
  notice: noticeOf(resultMessage(event.output)),
});
export const track = (status: number) => ({ type: "track", params: { status } }) as const;
export const toStep = (step: number) => ({ type: "clearFrom", params: { step } }) as const;

export const funnelSetup = setup({
  types: {
    context: {} as LeadFunnelContext,
    events: {} as LeadFunnelEvent,
    input: {} as LeadFunnelInput,
    tags: {} as LeadFunnelTag,
  },
  actors: {
    checkPhone: placeholderActor<CheckResult, PhoneCheckInput>("checkPhone"),
    requestOtp: placeholderActor<RequestOtpResult, RequestOtpInput>("requestOtp"),
    checkIdentity: placeholderActor<CheckResult, IdentityCheckInput>("checkIdentity"),
    scoreLead: placeholderActor<ScoreResult, ScoreInput>("scoreLead"),
    saveLead: placeholderActor<SaveLeadResult, LeadDraft>("saveLead"),
    loadPartners: placeholderActor<Partner[], undefined>("loadPartners"),
    loadCards: placeholderActor<FunnelCard[], LoadCardsInput>("loadCards"),
    setPassword: placeholderActor<SetPasswordResult, SetPasswordInput>("setPassword"),
    findApplyProduct: placeholderActor<number | null, FindApplyProductInput>("findApplyProduct"),
    otp: otpMachine,
  },
  delays: {
    SCORE_DEBOUNCE: DELAY.SCORE_DEBOUNCE,
    LOADING: DELAY.LOADING,
  },
  guards: {
    isContactValid: ({ context }) => isContactValid(context),
    isIdentityValid: ({ context }) => isIdentityValid(context),
    isAgeEligible: ({ context }) => isAgeEligible(context),
    /** The typed ID is complete and gives an age outside 18-60 (issue 33: said as soon as it is known). */
    completesAgeOutOfRange: ({ context }, params: { value: string }) =>
      isAgeOutOfRange({ ...context, ...withForm(context, { nationalId: sanitizeNationalIdInput(params.value) }) }),
    isNewPasswordValid: ({ context }) => isNewPasswordValid(context),
    isOk: (_, params: { result: { kind: string } }) => params.result.kind === "ok",
    isBlacklisted: (_, params: { result: CheckResult }) => params.result.kind === "blacklisted",
    isLimit: (_, params: { result: RequestOtpResult }) => params.result.kind === "limit",
    isVerified: (_, params: { result: OtpOutput }) =>
      params.result.status === "verified" && ticketProof(params.result.data) !== null,
  },
  actions: {
    // Effects the app supplies
    track: (_, _params: { status: number }) => notProvided("track"),
    goHome: () => notProvided("goHome"),
    goToLogin: (_, _params: { username: string }) => notProvided("goToLogin"),
    // Form
    setAmount: assign(({ context }, params: { value: number }) => withForm(context, { amount: params.value })),
    setTerm: assign(({ context }, params: { value: number }) => withForm(context, { month: params.value })),
    setPhone: assign(({ context }, params: { value: string }) =>
      withForm(context, { phone: sanitizePhoneInput(params.value) }),
    ),
    setEmail: assign(({ context }, params: { value: string }) =>
      withForm(context, { email: sanitizeEmailInput(params.value) }),
    ),
    setAgree: assign(({ context }, params: { checked: boolean }) => ({
      ...withForm(context, { agreeChecked: params.checked }),
      touched: { ...context.touched, agree: true as const },
    })),
    setCaptcha: assign(({ context }, params: { payload: string }) =>
      withForm(context, { captchaResponse: params.payload }),
    ),
    expireCaptcha: assign(({ context }) => ({
      ...withForm(context, { captchaResponse: "" }),
      touched: { ...context.touched, captcha: true as const },
    })),
    restartCaptcha: assign(({ context }) => withForm(context, { captchaResponse: "" })),
    setName: assign(({ context }, params: { value: string }) =>
      withForm(context, { name: sanitizeFullNameInput(params.value) }),
    ),
    setNationalId: assign(({ context }, params: { value: string }) =>
      withForm(context, { nationalId: sanitizeNationalIdInput(params.value) }),
    ),
    setPassword: assign(({ context }, params: { value: string }) => withForm(context, { password: params.value })),
    setPasswordConfirm: assign(({ context }, params: { value: string }) =>
      withForm(context, { confirmPassword: params.value }),
    ),
    setAnswer: assign(({ context }, params: Partial<LeadForm>) => withForm(context, params)),
    touch: assign(({ context }, params: { field: FunnelField }) => ({
      touched: { ...context.touched, [params.field]: true as const },
    })),
    clearFrom: assign(({ context }, params: { step: number }) => clearFrom(context, params.step)),
    reset: assign(({ context }) => resetContext(context)),
    setApplyProduct: assign((_, params: { productId: number | null }) => ({ applyProductId: params.productId })),
    // Calls
    openTicket: assign((_, params: { result: RequestOtpResult }) =>
      params.result.kind === "ok"
        ? {
            ticket: {
              ticketCode: params.result.ticketCode,
              transactionId: params.result.transactionId,
              resendsLeft: params.result.resendsLeft,
              ticketToken: null,
            },
          }
        : {},
    ),
    proveTicket: assign(({ context }, params: { result: OtpOutput }) => {
      const proof = params.result.status === "verified" ? ticketProof(params.result.data) : null;
      return proof && context.ticket ? { ticket: { ...context.ticket, ...proof } } : {};
    }),
    showBlacklist: assign((_, params: { result: CheckResult }) => ({ blacklistMessage: resultMessage(params.result) })),
    showNotice: assign((_, params: { result: { kind: string; message?: string } }) => ({
      notice: noticeOf(resultMessage(params.result)),
    })),
    showError: assign((_, params: { notice: FunnelNotice }) => ({ notice: params.notice })),
    showAgeNotice: assign({ notice: { key: "not_valid_age" } as FunnelNotice }),
    clearNotice: assign({ notice: null }),
    applyScore: assign((_, params: { result: ScoreResult }) =>
      params.result.kind === "ok"
        ? {
            totalScore: params.result.totalScore,
            totalMoney: params.result.creditCardLimit,
            scorePoints: params.result.points ?? null,
          }
        : {},
    ),
    openAccount: assign(({ context }, params: { result: ScoreResult }) =>
      params.result.kind === "ok" && params.result.password
        ? {
            account: {
              username: params.result.userName ?? context.form.phone,
              passwordDefault: params.result.password,
            },
          }
        : {},
    ),
    resetScore: assign({ totalScore: SCORE.initial, totalMoney: 0, scorePoints: null }),
    requestScore: raise({ type: "score.request" }),
    cancelScore: raise({ type: "score.cancel" }),
    reportScoreFailure: raise((_, params: { notice: FunnelNotice }) => ({
      type: "score.fail" as const,
      notice: params.notice,
    })),
    setScoreNotice: assign((_, params: { notice: FunnelNotice }) => ({ scoreNotice: params.notice })),
    clearScoreNotice: assign({ scoreNotice: null }),
    setPartners: assign((_, params: { partners: Partner[] }) => ({ partners: params.partners })),
    setCards: assign((_, params: { cards: FunnelCard[] }) => ({ cards: params.cards })),
  },
});
