import {
  changePasswordEndpoint,
  loginEndpoint,
  recordsEndpoint,
  registerEndpoint,
  sendOtpEndpoint,
  verifyOtpEndpoint,
} from "../contract/accounts";
import type { BodyInputOf } from "../contract/endpoint";
import { call } from "./client";

/**
 * The account calls (codes in src/contract/accounts.ts ACCOUNT_CODE). Each answers the envelope;
 * transport failures throw an ApiError with the Vietnamese text to show.
 */

export const login = (body: BodyInputOf<typeof loginEndpoint>) => call(loginEndpoint, { body });

export const register = (body: BodyInputOf<typeof registerEndpoint>) => call(registerEndpoint, { body });

/** A reset code to the phone; with the transactionId of the code on screen, a resend of it. */
export const sendResetOtp = (body: BodyInputOf<typeof sendOtpEndpoint>) => call(sendOtpEndpoint, { body });

export const verifyResetOtp = (body: BodyInputOf<typeof verifyOtpEndpoint>) => call(verifyOtpEndpoint, { body });

export const changePassword = (body: BodyInputOf<typeof changePasswordEndpoint>) =>
  call(changePasswordEndpoint, { body });

/** Read-only, so safe to retry on a network failure. */
export const getLoanRecords = (signal?: AbortSignal) =>
  call(recordsEndpoint, { retries: 2, ...(signal ? { signal } : {}) });
