import { fromPromise } from "xstate";
import { leadFunnelMachine } from "../../../machines/lead-funnel/machine";
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
} from "../../../machines/lead-funnel/types";
import { otpMachine } from "../../../machines/otp/machine";
import type { ResendOtpInput, ResendOtpResult, VerifyOtpInput, VerifyOtpResult } from "../../../machines/otp/types";

/**
 * The real services come in a chunk of their own, fetched on the funnel's first call (never by the home
 * page's first load): with them the API calls and contracts of the later steps.
 */
const services = () => import("./funnel-services");

export interface FunnelEffects {
  /** Reports the furthest funnel step to visit tracking (statuses 2 … 9). */
  track: (status: number) => void;
  goHome: () => void;
  goToLogin: (username: string) => void;
}

/** The lead-funnel machine with the real API calls (src/features/lead-funnel/funnel-services.ts). */
export function createFunnelMachine(effects: FunnelEffects) {
  const otp = otpMachine.provide({
    actors: {
      // The ticket code comes in the actors' input: the funnel passes it to the otp child's input.
      verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(async ({ input }) => (await services()).verifyOtp(input)),
      resendOtp: fromPromise<ResendOtpResult, ResendOtpInput>(async ({ input }) => (await services()).resendOtp(input)),
    },
  });
  return leadFunnelMachine.provide({
    actors: {
      checkPhone: fromPromise<CheckResult, PhoneCheckInput>(async ({ input }) => (await services()).checkPhone(input)),
      requestOtp: fromPromise<RequestOtpResult, RequestOtpInput>(async ({ input }) =>
        (await services()).requestOtp(input),
      ),
      checkIdentity: fromPromise<CheckResult, IdentityCheckInput>(async ({ input }) =>
        (await services()).checkIdentity(input),
      ),
      scoreLead: fromPromise<ScoreResult, ScoreInput>(async ({ input }) => (await services()).scoreLead(input)),
      saveLead: fromPromise<SaveLeadResult, LeadDraft>(async ({ input }) => (await services()).saveLead(input)),
      loadPartners: fromPromise<Partner[], undefined>(async () => (await services()).loadPartners()),
      loadCards: fromPromise<FunnelCard[], LoadCardsInput>(async ({ input }) => (await services()).loadCards(input)),
      setPassword: fromPromise<SetPasswordResult, SetPasswordInput>(async ({ input }) =>
        (await services()).setPassword(input),
      ),
      findApplyProduct: fromPromise<number | null, FindApplyProductInput>(async ({ input }) =>
        (await services()).findApplyProduct(input),
      ),
      otp,
    },
    actions: {
      track: (_, params) => effects.track(params.status),
      goHome: () => effects.goHome(),
      goToLogin: (_, params) => effects.goToLogin(params.username),
    },
  });
}

export type FunnelMachine = ReturnType<typeof createFunnelMachine>;
