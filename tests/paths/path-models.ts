import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { passwordResetMachine } from "../../machines/password-reset/machine";
import type {
  ChangePasswordInput,
  ChangePasswordResult,
  RequestOtpInput,
  RequestOtpResult,
} from "../../machines/password-reset/types";
import { changeOwnPasswordEvents, createChangeOwnPasswordFakes } from "../machines/change-own-password-model";
import { createDeletionFakes, deletionEvents } from "../machines/data-deletion-model";
import { ekycEvents, inputs as ekycInputs } from "../machines/ekyc-model";
import { inactivityEvents, recorded } from "../machines/inactivity-model";
import { createFunnelFakes, FUNNEL_INPUT, funnelEvents } from "../machines/lead-funnel-model";
import { fakeLoanTicket } from "../machines/loan-ticket-fakes";
import { loanTicketEvents, input as loanTicketInput } from "../machines/loan-ticket-model";
import { createReviewFakes, reviewEvents } from "../machines/manual-review-model";
import { createMyDataFakes, myDataEvents } from "../machines/my-data-model";
import { createOtpFakes, otpEvents, inputs as otpInputs } from "../machines/otp-model";
import { resetEvents, inputs as resetInputs } from "../machines/password-reset-model";
import { createSignInFakes, signInEvents } from "../machines/staff-sign-in-model";
import { ekycWithFakes } from "../support/ekyc-fakes";
import { createDeferredActors, type DeferredActors } from "../support/machine-paths";
import { FUNNEL_RULES } from "./funnel-rules";
import { OTP_RULES } from "./otp-rules";
import type { RulePath } from "./rule-paths";

/**
 * The model of every machine for the QA path catalogue (npm run paths) and the path tests: the machine
 * with its calls as deferred fakes (children too: each child machine has its own model), the inputs it is
 * explored from, and the events tried in each state (tests/machines/*-model.ts).
 */
export interface PathModel {
  /** The folder under machines/. */
  name: string;
  /** A fresh machine with its fakes (a path test replays each path on its own). */
  create: () => { machine: AnyStateMachine; fakes: DeferredActors };
  /** Where the generated paths start: `label` names it in test titles, `start` says it in full with its inputs. */
  inputs: Array<{ label: string; start?: string; input: unknown }>;
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** Hand-written paths, one per SPEC rule, each with its start and inputs (tests/paths/rule-paths.ts). */
  rules?: RulePath[];
}

/** An effect action that writes itself into the fakes' log of calls, with its params. */
const record =
  (fakes: DeferredActors, id: string) =>
  (_: unknown, params?: unknown): void => {
    fakes.started.push({ id, input: params });
  };
const stand = <TOutput, TInput>(fakes: DeferredActors) => fakes.actor<TOutput, TInput>();

function passwordReset() {
  const fakes = createDeferredActors();
  const machine = passwordResetMachine.provide({
    actors: {
      requestOtp: stand<RequestOtpResult, RequestOtpInput>(fakes),
      otp: stand<OtpOutput, OtpInput>(fakes) as unknown as typeof otpMachine,
      changePassword: stand<ChangePasswordResult, ChangePasswordInput>(fakes),
    },
    // The effects (storage, routes) are recorded with the calls, for the oracle (tests/oracles/password-reset.ts).
    actions: {
      saveRequest: record(fakes, "saveRequest"),
      clearRequest: record(fakes, "clearRequest"),
      rememberUsername: record(fakes, "rememberUsername"),
      showRequest: record(fakes, "showRequest"),
      showConfirm: record(fakes, "showConfirm"),
      showChange: record(fakes, "showChange"),
      showLogin: record(fakes, "showLogin"),
      showLoginSuccess: record(fakes, "showLoginSuccess"),
    },
  });
  return { fakes, machine };
}

function ekyc() {
  const fakes = createDeferredActors();
  return { fakes, machine: ekycWithFakes(fakes) };
}

/** The loan ticket with its calls and children as fakes (tests/machines/loan-ticket-fakes.ts). */
function loanTicket() {
  const { fakes, machine } = fakeLoanTicket();
  return { fakes, machine };
}

export const PATH_MODELS: PathModel[] = [
  {
    name: "lead-funnel",
    create: createFunnelFakes,
    inputs: [
      {
        label: "a visitor in 2026 (phone 0912345678, ID 001090000123 born 1990 or 001210000123 born 2010)",
        input: FUNNEL_INPUT,
      },
    ],
    events: funnelEvents,
    rules: FUNNEL_RULES,
  },
  {
    name: "otp",
    create: createOtpFakes,
    inputs: otpInputs.map((input) => ({
      label: `purpose ${input.purpose}`,
      start: `purpose ${input.purpose}, ${input.resendsLeft} resend left, ${input.attemptsLeft} wrong codes allowed (SPEC's start, 3 resends and 3 attempts, is in the rule paths): the model starts below SPEC to reach both sides of every limit in few steps`,
      input,
    })),
    events: otpEvents,
    rules: OTP_RULES,
  },
  {
    name: "inactivity",
    create: () => ({ machine: recorded().machine, fakes: createDeferredActors() }),
    inputs: [{ label: "a visit", start: "a visit at step 1 (no input; the clock starts at 0)", input: undefined }],
    events: inactivityEvents,
  },
  {
    name: "password-reset",
    create: passwordReset,
    inputs: resetInputs.map((input) => ({
      label: `from ${input.stage}`,
      start: `from ${input.stage}: ${JSON.stringify(input)}`,
      input,
    })),
    events: resetEvents,
  },
  {
    name: "loan-ticket",
    create: loanTicket,
    inputs: [
      {
        label: "a new ticket",
        start: `a new ticket for product 1 (${JSON.stringify(loanTicketInput)}); the loadTicket answer decides a new draft, a draft resumed at details, OTP or contract, a changed policy or an unavailable product (tests/machines/loan-ticket-model.ts)`,
        input: loanTicketInput,
      },
    ],
    events: loanTicketEvents,
  },
  {
    name: "ekyc",
    create: ekyc,
    inputs: ekycInputs.map((input) => ({
      label: input.resume ? "resumed at the face" : input.faceRequired ? "face required" : "no face",
      start: `ticket ${input.ticketCode}, face ${input.faceRequired ? "required" : "not required"}${input.resume ? ", resumed with a cccd already read" : ""}`,
      input,
    })),
    events: ekycEvents,
  },
  {
    name: "data-deletion",
    create: createDeletionFakes,
    inputs: [{ label: "a visitor", start: "a visitor on the data-deletion page (no input)", input: undefined }],
    events: deletionEvents,
  },
  {
    name: "my-data",
    create: createMyDataFakes,
    inputs: [
      {
        label: "a signed-in customer",
        start: "a signed-in customer on 'Dữ liệu của tôi' (no input; the load answer brings the data)",
        input: undefined,
      },
    ],
    events: myDataEvents,
  },
  {
    name: "staff-sign-in",
    create: createSignInFakes,
    inputs: [
      {
        label: "a staff member",
        start: "a staff member on the back-office sign-in page (no input)",
        input: undefined,
      },
    ],
    events: signInEvents,
  },
  {
    name: "change-own-password",
    create: createChangeOwnPasswordFakes,
    inputs: [
      {
        label: "a signed-in customer",
        start: "a signed-in customer on 'Đổi mật khẩu' (/doi-mat-khau; no input)",
        input: undefined,
      },
    ],
    events: changeOwnPasswordEvents,
  },
  {
    name: "manual-review",
    create: createReviewFakes,
    inputs: [
      {
        label: "an operator",
        start:
          "an operator on the back-office's manual-review queue (no input; the queue's answer brings the held applications)",
        input: undefined,
      },
    ],
    events: reviewEvents,
  },
];
