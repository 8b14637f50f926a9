import { fromPromise } from "xstate";
import { otpMachine } from "../../../machines/otp/machine";
import type { ResendOtpInput, ResendOtpResult, VerifyOtpInput, VerifyOtpResult } from "../../../machines/otp/types";
import type {
  ChangePasswordInput,
  ChangePasswordResult,
  RequestOtpInput,
  RequestOtpResult,
} from "../../../machines/password-reset/types";
import { changePassword, sendResetOtp, verifyResetOtp } from "../../api/accounts";
import { ACCOUNT_CODE } from "../../contract/accounts";
import { t } from "../../i18n/t";
import { readResetFlow, saveResetFlow } from "../../state/reset-flow";

/**
 * The real effects of the password-reset machine: the account calls, with their answer codes
 * (src/contract/accounts.ts ACCOUNT_CODE) mapped to what the machines expect.
 */

const messageOr = (message: string | undefined) => message ?? t("normal_error");

/** A new code, with the payload of the bot check (`takeCaptcha` hands it out once). */
export const requestOtpActor = (takeCaptcha: () => string | null) =>
  fromPromise<RequestOtpResult, RequestOtpInput>(async ({ input }) => {
    const answer = await sendResetOtp({ username: input.phone, captchaResponse: takeCaptcha() ?? "" });
    return answer.code === ACCOUNT_CODE.ok
      ? { kind: "sent", transactionId: answer.data.transactionId, resendsLeft: answer.data.resendsLeft }
      : { kind: "refused", message: messageOr(answer.message) };
  });

const verifyOtpActor = fromPromise<VerifyOtpResult, VerifyOtpInput>(async ({ input }) => {
  const answer = await verifyResetOtp({ username: input.phone, otp: input.otp, transactionId: input.transactionId });
  switch (answer.code) {
    case ACCOUNT_CODE.ok:
      return { kind: "ok", data: answer.data };
    case ACCOUNT_CODE.otpWrong:
      return { kind: "wrong" };
    case ACCOUNT_CODE.otpExpired:
      return { kind: "expired", message: messageOr(answer.message) };
    case ACCOUNT_CODE.limit:
      return { kind: "limit", message: messageOr(answer.message) };
    default:
      throw new Error(messageOr(answer.message));
  }
});

/** A resend of the code on screen; the new transaction is stored so a reload carries on with it. */
const resendOtpActor = fromPromise<ResendOtpResult, ResendOtpInput>(async ({ input }) => {
  const answer = await sendResetOtp({ username: input.phone, transactionId: input.transactionId });
  if (answer.code !== ACCOUNT_CODE.ok) throw new Error(messageOr(answer.message));
  const flow = readResetFlow();
  saveResetFlow({
    phone: flow?.phone ?? input.phone,
    transactionId: answer.data.transactionId,
    resendsLeft: answer.data.resendsLeft,
  });
  return { transactionId: answer.data.transactionId };
});

export const resetOtpMachine = otpMachine.provide({ actors: { verifyOtp: verifyOtpActor, resendOtp: resendOtpActor } });

export const changePasswordActor = fromPromise<ChangePasswordResult, ChangePasswordInput>(async ({ input }) => {
  const answer = await changePassword({
    username: input.phone,
    password: input.password,
    validateToken: input.validateToken,
  });
  if (answer.code === ACCOUNT_CODE.ok) return { kind: "changed" };
  if (answer.code === ACCOUNT_CODE.tokenExpired) return { kind: "expired", message: messageOr(answer.message) };
  return { kind: "failed", message: messageOr(answer.message) };
});
