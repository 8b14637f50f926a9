import type { ekycMachine } from "../../machines/ekyc/machine";
import type { EkycInput, EkycOutput } from "../../machines/ekyc/types";
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
  RequestOtpInput,
  RequestTicketOtpResult,
  SaveDraftInput,
  SignRemoteInput,
  SignRemoteResult,
} from "../../machines/loan-ticket/types";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { createDeferredActors } from "../support/machine-coverage";

/**
 * The loanTicket machine with every call a deferred fake (answered by the test) and the `ekyc` and
 * `otp` children as stand-ins with their input and output (each child has its own tests), for the
 * machine's tests. Its two effects, remembering the ticket and leaving, are recorded in `effects`.
 */
export function fakeLoanTicket() {
  const fakes = createDeferredActors();
  const effects: Array<{ type: string; params: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => {
    effects.push({ type, params });
  };
  const machine = loanTicketMachine.provide({
    actors: {
      loadTicket: fakes.actor<LoadTicketResult, LoadTicketInput>(),
      deleteDraft: fakes.actor<void, DeleteDraftInput>(),
      saveDraft: fakes.actor<void, SaveDraftInput>(),
      // Stand-ins with the children's input and output; the types want state machines there.
      ekyc: fakes.actor<EkycOutput, EkycInput>() as unknown as typeof ekycMachine,
      requestOtp: fakes.actor<RequestTicketOtpResult, RequestOtpInput>(),
      otp: fakes.actor<OtpOutput, OtpInput>() as unknown as typeof otpMachine,
      prepareContract: fakes.actor<ContractFile, PrepareContractInput>(),
      confirmTicket: fakes.actor<ConfirmTicketResult, ConfirmTicketInput>(),
      checkService: fakes.actor<CheckServiceResult, CheckServiceInput>(),
      mobifoneStep2: fakes.actor<MobifoneStep2Result, MobifoneStep2Input>(),
      approvalStatus: fakes.actor<ApprovalStatusResult, ApprovalStatusInput>(),
      signRemote: fakes.actor<SignRemoteResult, SignRemoteInput>(),
    },
    actions: { rememberTicket: record("rememberTicket"), leave: record("leave") },
  });
  return { fakes, effects, machine };
}
