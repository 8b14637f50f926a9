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
import * as services from "./funnel-services";

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
      verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(({ input }) => services.verifyOtp(input)),
      resendOtp: fromPromise<ResendOtpResult, ResendOtpInput>(({ input }) => services.resendOtp(input)),
    },
  });
  return leadFunnelMachine.provide({
    actors: {
      checkPhone: fromPromise<CheckResult, PhoneCheckInput>(({ input }) => services.checkPhone(input)),
      requestOtp: fromPromise<RequestOtpResult, RequestOtpInput>(({ input }) => services.requestOtp(input)),
      checkIdentity: fromPromise<CheckResult, IdentityCheckInput>(({ input }) => services.checkIdentity(input)),
      scoreLead: fromPromise<ScoreResult, ScoreInput>(({ input }) => services.scoreLead(input)),
      saveLead: fromPromise<SaveLeadResult, LeadDraft>(({ input }) => services.saveLead(input)),
      loadPartners: fromPromise<Partner[], undefined>(() => services.loadPartners()),
      loadCards: fromPromise<FunnelCard[], LoadCardsInput>(({ input }) => services.loadCards(input)),
      setPassword: fromPromise<SetPasswordResult, SetPasswordInput>(({ input }) => services.setPassword(input)),
      findApplyProduct: fromPromise<number | null, FindApplyProductInput>(({ input }) =>
        services.findApplyProduct(input),
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
