import type { AnyEventObject } from "xstate";
import type { OtpInput } from "../../machines/otp/types";
import { CODE } from "../machines/otp-model";
import { after, type RulePath } from "./rule-paths";

/**
 * The OTP entry's paths by SPEC rule (SPEC 4 "OTP (lead form)", "Password reset", SPEC 9 "OTP"), started as
 * the product starts it: the attempts from SPEC (the input gives none), the resends the server allows.
 */
const reset = (resendsLeft: number): OtpInput => ({
  purpose: "reset",
  phone: "0912345678",
  transactionId: "tx-1",
  resendsLeft,
});
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const wrongCode: AnyEventObject[] = [
  { type: "otp.change", value: CODE },
  { type: "otp.submitted" },
  done("verifyOtp", { kind: "wrong" }),
];
const resend: AnyEventObject[] = [{ type: "otp.resend" }, done("resendOtp", { transactionId: "tx-2" })];

export const OTP_RULES: RulePath[] = [
  {
    rule: "SPEC 4 Password reset: 3 wrong codes lock the entry with the 24-hour message",
    start: "purpose reset, 3 resends from the server, wrong-code attempts as SPEC starts them (none given)",
    input: reset(3),
    events: [...wrongCode, ...wrongCode, ...wrongCode],
  },
  {
    rule: "SPEC 5 OTP: Confirm only with all 6 digits (5 digits, then 6, letters dropped)",
    start: "purpose reset, 3 resends from the server",
    input: reset(3),
    events: [
      { type: "otp.change", value: "12345" },
      { type: "otp.change", value: "12a3456" },
    ],
  },
  {
    rule: "SPEC 4 OTP: the resend link shows at 295 s, not at 296 s",
    start: "purpose lead, 3 resends from the server",
    input: { ...reset(3), purpose: "lead" },
    events: after("TICK", 5),
  },
  {
    rule: "SPEC 9 OTP: at most 3 resends though the server allows 5; each restarts at 300 s",
    start: "purpose reset, 5 resends from the server",
    input: reset(5),
    events: [
      ...after("TICK", 5),
      ...resend,
      ...after("TICK", 5),
      ...resend,
      ...after("TICK", 5),
      ...resend,
      ...after("TICK", 5),
    ],
  },
  {
    rule: "SPEC 4 OTP: 300 s then time up, one timeout resend, the second time up gives up",
    start: "purpose lead, 3 resends from the server",
    input: { ...reset(3), purpose: "lead" },
    events: [
      ...after("TICK", 300),
      { type: "otp.popup.close" },
      ...resend,
      ...after("TICK", 300),
      { type: "otp.popup.close" },
    ],
  },
];
