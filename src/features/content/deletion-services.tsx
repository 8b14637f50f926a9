import { createContext, useContext } from "react";
import { fromPromise } from "xstate";
import type { SendCodeInput, SendCodeResult } from "../../../machines/data-deletion/types";
import { otpMachine } from "../../../machines/otp/machine";
import type { ResendOtpInput, ResendOtpResult, VerifyOtpInput, VerifyOtpResult } from "../../../machines/otp/types";
import { confirmDeletion, resendDeletionCode, sendDeletionCode } from "../../api/content";
import type { Envelope } from "../../contract/envelope";
import { OTP_CODE } from "../../contract/otp";
import { t } from "../../i18n/t";

/** The three calls of the page; the app uses the API, stories and tests supply fakes. */
export interface DeletionCalls {
  /** A new code: needs the bot check's payload. */
  send(
    phone: string,
    captchaResponse: string,
  ): Promise<Envelope<{ transactionId: string; numberOfRemainOtp: number } | null>>;
  resend(transactionId: string): Promise<Envelope<{ transactionId: string; numberOfRemainOtp: number } | null>>;
  confirm(transactionId: string, otp: string): Promise<Envelope<{ reference: string } | null>>;
}

export const apiDeletionCalls: DeletionCalls = {
  send: sendDeletionCode,
  resend: resendDeletionCode,
  confirm: confirmDeletion,
};

const DeletionCallsContext = createContext<DeletionCalls>(apiDeletionCalls);
export const DeletionCallsProvider = DeletionCallsContext.Provider;
export const useDeletionCalls = () => useContext(DeletionCallsContext);

const messageOr = (message: string | undefined) => message ?? t("normal_error");

/**
 * The machine's actors over the calls, with the answer codes (OTP_CODE) mapped to what it expects.
 * `takeCaptcha` hands out the bot check's payload for a new code, once.
 */
export function deletionActors(calls: DeletionCalls, takeCaptcha: () => string | null) {
  const sendCode = fromPromise<SendCodeResult, SendCodeInput>(async ({ input }) => {
    const answer = await calls.send(input.phone, takeCaptcha() ?? "");
    return answer.code === OTP_CODE.ok && answer.data
      ? { kind: "sent", transactionId: answer.data.transactionId, resendsLeft: answer.data.numberOfRemainOtp }
      : { kind: "refused", message: messageOr(answer.message) };
  });
  const verifyOtp = fromPromise<VerifyOtpResult, VerifyOtpInput>(async ({ input }) => {
    const answer = await calls.confirm(input.transactionId, input.otp);
    switch (answer.code) {
      case OTP_CODE.ok:
        return { kind: "ok", data: answer.data };
      case OTP_CODE.wrong:
        return { kind: "wrong" };
      case OTP_CODE.expired:
        return { kind: "expired", message: messageOr(answer.message) };
      case OTP_CODE.limit:
        return { kind: "limit", message: messageOr(answer.message) };
      default:
        throw new Error(messageOr(answer.message));
    }
  });
  const resendOtp = fromPromise<ResendOtpResult, ResendOtpInput>(async ({ input }) => {
    const answer = await calls.resend(input.transactionId);
    if (answer.code !== OTP_CODE.ok || !answer.data) throw new Error(messageOr(answer.message));
    return { transactionId: answer.data.transactionId };
  });
  return { sendCode, otp: otpMachine.provide({ actors: { verifyOtp, resendOtp } }) };
}
