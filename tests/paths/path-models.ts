import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { ekycMachine } from "../../machines/ekyc/machine";
import type {
  CheckIdentityInput,
  CheckIdentityResult,
  CheckRuleInput,
  CheckRuleResult,
  EkycInput,
  EkycOutput,
  ReadDocumentInput,
  ReadDocumentResult,
  RecordConsentInput,
  RecordConsentResult,
  UploadFaceInput,
  UploadFaceResult,
} from "../../machines/ekyc/types";
import { loanTicketMachine } from "../../machines/loan-ticket/machine";
import type {
  ApprovalStatusInput,
  ApprovalStatusResult,
  CheckServiceInput,
  CheckServiceResult,
  ConfirmTicketInput,
  ConfirmTicketResult,
  ContractFile,
  DeleteDraftInput,
  LoadTicketInput,
  LoadTicketResult,
  MobifoneStep2Input,
  MobifoneStep2Result,
  PrepareContractInput,
  RequestTicketOtpResult,
  SaveDraftInput,
  SignRemoteInput,
  SignRemoteResult,
  RequestOtpInput as TicketOtpInput,
} from "../../machines/loan-ticket/types";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { passwordResetMachine } from "../../machines/password-reset/machine";
import type {
  ChangePasswordInput,
  ChangePasswordResult,
  RequestOtpInput,
  RequestOtpResult,
} from "../../machines/password-reset/types";
import { createDeletionFakes, deletionEvents } from "../machines/data-deletion-model";
import { ekycEvents, inputs as ekycInputs } from "../machines/ekyc-model";
import { inactivityEvents, recorded } from "../machines/inactivity-model";
import { createFunnelFakes, FUNNEL_INPUT, funnelEvents } from "../machines/lead-funnel-model";
import { loanTicketEvents, input as loanTicketInput } from "../machines/loan-ticket-model";
import { createMyDataFakes, myDataEvents } from "../machines/my-data-model";
import { createOtpFakes, otpEvents, inputs as otpInputs } from "../machines/otp-model";
import { resetEvents, inputs as resetInputs } from "../machines/password-reset-model";
import { createSignInFakes, signInEvents } from "../machines/staff-sign-in-model";
import { createDeferredActors, type DeferredActors } from "../support/machine-paths";

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
  inputs: Array<{ label: string; input: unknown }>;
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
}

const noop = () => {};
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
  const machine = ekycMachine.provide({
    actors: {
      readFront: stand<ReadDocumentResult, ReadDocumentInput>(fakes),
      readBack: stand<ReadDocumentResult, ReadDocumentInput>(fakes),
      checkFrontRule: stand<CheckRuleResult, CheckRuleInput>(fakes),
      checkBackRule: stand<CheckRuleResult, CheckRuleInput>(fakes),
      checkIdentity: stand<CheckIdentityResult, CheckIdentityInput>(fakes),
      uploadFace: stand<UploadFaceResult, UploadFaceInput>(fakes),
      recordBiometricConsent: stand<RecordConsentResult, RecordConsentInput>(fakes),
    },
  });
  return { fakes, machine };
}

export function loanTicket() {
  const fakes = createDeferredActors();
  const machine = loanTicketMachine.provide({
    actors: {
      loadTicket: stand<LoadTicketResult, LoadTicketInput>(fakes),
      deleteDraft: stand<void, DeleteDraftInput>(fakes),
      saveDraft: stand<void, SaveDraftInput>(fakes),
      ekyc: stand<EkycOutput, EkycInput>(fakes) as unknown as typeof ekycMachine,
      requestOtp: stand<RequestTicketOtpResult, TicketOtpInput>(fakes),
      otp: stand<OtpOutput, OtpInput>(fakes) as unknown as typeof otpMachine,
      prepareContract: stand<ContractFile, PrepareContractInput>(fakes),
      confirmTicket: stand<ConfirmTicketResult, ConfirmTicketInput>(fakes),
      checkService: stand<CheckServiceResult, CheckServiceInput>(fakes),
      mobifoneStep2: stand<MobifoneStep2Result, MobifoneStep2Input>(fakes),
      approvalStatus: stand<ApprovalStatusResult, ApprovalStatusInput>(fakes),
      signRemote: stand<SignRemoteResult, SignRemoteInput>(fakes),
    },
    actions: { rememberTicket: noop, leave: noop },
  });
  return { fakes, machine };
}

export const PATH_MODELS: PathModel[] = [
  {
    name: "lead-funnel",
    create: createFunnelFakes,
    inputs: [{ label: "a visitor", input: FUNNEL_INPUT }],
    events: funnelEvents,
  },
  {
    name: "otp",
    create: createOtpFakes,
    inputs: otpInputs.map((input) => ({ label: `purpose ${input.purpose}`, input })),
    events: otpEvents,
  },
  {
    name: "inactivity",
    create: () => ({ machine: recorded().machine, fakes: createDeferredActors() }),
    inputs: [{ label: "a visit", input: undefined }],
    events: inactivityEvents,
  },
  {
    name: "password-reset",
    create: passwordReset,
    inputs: resetInputs.map((input) => ({ label: `from ${input.stage}`, input })),
    events: resetEvents,
  },
  {
    name: "loan-ticket",
    create: loanTicket,
    inputs: [{ label: "a new ticket", input: loanTicketInput }],
    events: loanTicketEvents,
  },
  {
    name: "ekyc",
    create: ekyc,
    inputs: ekycInputs.map((input) => ({
      label: input.resume ? "resumed at the face" : input.faceRequired ? "face required" : "no face",
      input,
    })),
    events: ekycEvents,
  },
  {
    name: "data-deletion",
    create: createDeletionFakes,
    inputs: [{ label: "a visitor", input: undefined }],
    events: deletionEvents,
  },
  {
    name: "my-data",
    create: createMyDataFakes,
    inputs: [{ label: "a signed-in customer", input: undefined }],
    events: myDataEvents,
  },
  {
    name: "staff-sign-in",
    create: createSignInFakes,
    inputs: [{ label: "a staff member", input: undefined }],
    events: signInEvents,
  },
];
