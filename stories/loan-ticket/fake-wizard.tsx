import { type AnyEventObject, createActor, fromPromise } from "xstate";
import { ekycMachine } from "../../machines/ekyc/machine";
import type {
  CheckIdentityResult,
  CheckRuleResult,
  ReadDocumentResult,
  RecordConsentResult,
  UploadFaceResult,
} from "../../machines/ekyc/types";
import { loanTicketMachine } from "../../machines/loan-ticket/machine";
import type {
  ApprovalStatusResult,
  CheckServiceResult,
  ConfirmTicketResult,
  ContractFile,
  LoadTicketResult,
  MobifoneStep2Result,
  RequestTicketOtpResult,
  SignRemoteResult,
} from "../../machines/loan-ticket/types";
import { otpMachine } from "../../machines/otp/machine";
import type { VerifyOtpResult } from "../../machines/otp/types";
import type { TicketLookups } from "../../src/features/loan-ticket/lookups";
import { CARD_FIELDS } from "../../tests/machines/ekyc-model";
import { CONTRACT, loadAnswers } from "../../tests/machines/loan-ticket-model";

/**
 * A real loanTicket actor (with real ekyc and otp children) whose effects are fakes answering at once
 * (or never), driven by a script of the events the views send. No network, no timers.
 */

type Answer<T> = T | "pending" | Error;
export interface WizardScript {
  /** One answer, or one per call in order (the last repeats). */
  load?: Answer<LoadTicketResult> | Array<Answer<LoadTicketResult>>;
  readFront?: Answer<ReadDocumentResult>;
  readBack?: Answer<ReadDocumentResult>;
  check?: Answer<CheckIdentityResult>;
  face?: Answer<UploadFaceResult>;
  /** The biometric consent before the face step (issue 18). */
  consent?: Answer<RecordConsentResult>;
  save?: Answer<void>;
  deleteDraft?: Answer<void>;
  otp?: Answer<RequestTicketOtpResult>;
  verify?: Answer<VerifyOtpResult>;
  contract?: Answer<ContractFile>;
  confirm?: Answer<ConfirmTicketResult>;
  /** The partner calls (issue 17): service, document rules, MobiFone step 2, approval, SmartCA. */
  service?: Answer<CheckServiceResult>;
  frontRule?: Answer<CheckRuleResult>;
  backRule?: Answer<CheckRuleResult>;
  step2?: Answer<MobifoneStep2Result>;
  approval?: Answer<ApprovalStatusResult>;
  sign?: Answer<SignRemoteResult>;
  /** Events for the wizard, or `{ ekyc: event }` / `{ otp: event }` for its identity or OTP child. */
  steps?: Array<AnyEventObject | { ekyc: AnyEventObject } | { otp: AnyEventObject }>;
}

const never = <T,>() => new Promise<T>(() => {});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer =
  <T,>(value: Answer<T>) =>
  async (): Promise<T> => {
    if (value === "pending") return never();
    if (value instanceof Error) throw value;
    return value;
  };

export const fakeImage = new Blob(
  [
    Uint8Array.from(
      atob("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGNk+M/AwMDAwMDAwAAAEAYBAc3qbQ4AAAAASUVORK5CYII="),
      (c) => c.charCodeAt(0),
    ),
  ],
  { type: "image/png" },
);

export function wizardAt(script: WizardScript) {
  return async () => {
    const loads = Array.isArray(script.load) ? [...script.load] : script.load;
    const machine = loanTicketMachine.provide({
      actors: {
        loadTicket: fromPromise(() => {
          const next = Array.isArray(loads) ? (loads.length > 1 ? loads.shift() : loads[0]) : loads;
          return answer(next ?? loadAnswers[0]!)();
        }),
        saveDraft: fromPromise(answer<void>(script.save ?? undefined)),
        deleteDraft: fromPromise(answer<void>(script.deleteDraft ?? undefined)),
        requestOtp: fromPromise(
          answer(script.otp ?? { kind: "sent", phone: "0987654321", transactionId: "tx-1", resendsLeft: 3 }),
        ),
        prepareContract: fromPromise(answer(script.contract ?? CONTRACT)),
        confirmTicket: fromPromise(answer(script.confirm ?? { kind: "confirmed", loanCode: "HSABC1234567" })),
        checkService: fromPromise(answer(script.service ?? { kind: "available" })),
        mobifoneStep2: fromPromise(answer(script.step2 ?? { kind: "accepted" })),
        approvalStatus: fromPromise(answer(script.approval ?? "pending")),
        signRemote: fromPromise(answer(script.sign ?? { kind: "signed" })),
        ekyc: ekycMachine.provide({
          actors: {
            readFront: fromPromise(answer(script.readFront ?? { kind: "read", fields: CARD_FIELDS })),
            readBack: fromPromise(answer(script.readBack ?? { kind: "read", fields: {} })),
            checkFrontRule: fromPromise(answer(script.frontRule ?? { kind: "accepted" })),
            checkBackRule: fromPromise(answer(script.backRule ?? { kind: "accepted" })),
            checkIdentity: fromPromise(answer(script.check ?? { kind: "ok" })),
            uploadFace: fromPromise(answer(script.face ?? { kind: "accepted", review: false })),
            recordBiometricConsent: fromPromise(answer(script.consent ?? { kind: "recorded" })),
          },
          // Stories inject fake face services: there is no real detector to preload.
          actions: { preloadFaceDetector: () => {} },
        }),
        otp: otpMachine.provide({
          actors: {
            verifyOtp: fromPromise(answer(script.verify ?? { kind: "ok", data: null })),
            resendOtp: fromPromise(async () => ({ transactionId: "tx-2" })),
          },
        }),
      },
      // A story shows screens: the app's effects (address, navigation) do nothing here.
      actions: { rememberTicket: () => {}, leave: () => {} },
    });
    const actor = createActor(machine, { input: { productId: "1", ticketCode: null } });
    actor.start();
    await settle();
    for (const step of script.steps ?? []) {
      if ("ekyc" in step) actor.getSnapshot().children.ekyc?.send(step.ekyc);
      else if ("otp" in step) actor.getSnapshot().children.otp?.send(step.otp);
      else actor.send(step as Parameters<typeof actor.send>[0]);
      await settle();
    }
    return { actor };
  };
}

export const fakeLookups: TicketLookups = {
  banks: async () => [
    { value: "1", label: "VCB – Ngân hàng TMCP Ngoại thương Việt Nam (mẫu)" },
    { value: "2", label: "BIDV – Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (mẫu)" },
  ],
  branches: async (bank) => [{ value: `${bank}1`, label: "Chi nhánh Hà Nội (mẫu)" }],
  provinces: async () => [{ value: "01", label: "Thành phố Hà Nội" }],
  districts: async () => [{ value: "001", label: "Quận Ba Đình" }],
  wards: async () => [{ value: "00001", label: "Phường Phúc Xá" }],
};
