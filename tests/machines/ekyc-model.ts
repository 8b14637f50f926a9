import type { AnyMachineSnapshot } from "xstate";
import type {
  CheckIdentityResult,
  CheckRuleResult,
  EkycInput,
  FaceCapture,
  IdentityFields,
  ReadDocumentResult,
  RecordConsentResult,
  UploadFaceResult,
} from "../../machines/ekyc/types";
import { ownEvents, startTransitions } from "../support/machine-paths";

/** The model of the ekyc machine shared by its machine test, its view test and the stories. */

export const CARD_FIELDS: IdentityFields = {
  idNumber: "001090012345",
  oldIdNumber: "",
  fullName: "Nguyễn Thị Hồng Nhung",
  dateOfBirth: "12/03/1990",
  gender: "Nữ",
  address: "Số 5 ngõ 12 phố Huế, phường Phố Huế, quận Hai Bà Trưng, Hà Nội",
  issueDate: "20/04/2021",
};

export const cardImage = new Blob(["front"], { type: "image/png" });
export const capture: FaceCapture = { image: new Blob(["selfie"]), similarity: 0.82, antispoof: 0.9, liveness: 0.9 };

export const readAnswers: ReadDocumentResult[] = [
  { kind: "read", fields: CARD_FIELDS, imageId: "0123456789abcdef0123456789abcdef" },
  { kind: "rejected", code: "022" },
];
export const backAnswers: ReadDocumentResult[] = [
  { kind: "read", fields: { issueDate: "20/04/2021" } },
  { kind: "rejected", code: "019" },
];
/** The partner's document rules (checkRuleFront / checkRuleBack, issue 17). */
export const ruleAnswers: CheckRuleResult[] = [
  { kind: "accepted" },
  { kind: "refused", reasons: ["Tuổi của bạn chưa nằm trong độ tuổi đối tác cho vay (18 - 60 tuổi)."] },
];
export const checkAnswers: CheckIdentityResult[] = [{ kind: "ok" }, { kind: "rejected", code: "023" }];
export const faceAnswers: UploadFaceResult[] = [
  { kind: "accepted", review: false },
  { kind: "mismatch" },
  { kind: "forgery" },
];

export const consentAnswers: RecordConsentResult[] = [{ kind: "recorded" }, { kind: "outdated" }];

const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const error = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error("Mất kết nối") }];

export const payloads = {
  "document.choose": [
    { type: "document.choose", docType: "passport" },
    { type: "document.choose", docType: "cccd" },
  ],
  "image.pick": [{ type: "image.pick", image: cardImage }],
  "field.change": [
    { type: "field.change", field: "fullName", value: "" },
    { type: "field.change", field: "fullName", value: CARD_FIELDS.fullName },
  ],
  "face.captured": [{ type: "face.captured", capture }],
  "face.unavailable": [{ type: "face.unavailable", reason: "no-camera" }],
  "xstate.done.actor.readFront": done("readFront", readAnswers),
  "xstate.error.actor.readFront": error("readFront"),
  "xstate.done.actor.readBack": done("readBack", backAnswers),
  "xstate.error.actor.readBack": error("readBack"),
  "xstate.done.actor.checkFrontRule": done("checkFrontRule", ruleAnswers),
  "xstate.error.actor.checkFrontRule": error("checkFrontRule"),
  "xstate.done.actor.checkBackRule": done("checkBackRule", ruleAnswers),
  "xstate.error.actor.checkBackRule": error("checkBackRule"),
  "xstate.done.actor.checkIdentity": done("checkIdentity", checkAnswers),
  "xstate.error.actor.checkIdentity": error("checkIdentity"),
  "xstate.done.actor.uploadFace": done("uploadFace", faceAnswers),
  "xstate.error.actor.uploadFace": error("uploadFace"),
  "xstate.done.actor.recordBiometricConsent": done("recordBiometricConsent", consentAnswers),
  "xstate.error.actor.recordBiometricConsent": error("recordBiometricConsent"),
};

/** In-flight states only take the answer; elsewhere people act. */
export function ekycEvents(snapshot: AnyMachineSnapshot) {
  const events = ownEvents(snapshot, payloads);
  if (snapshot.hasTag("busy")) return events.filter((event) => event.type.startsWith("xstate."));
  return events;
}

export const inputs: EkycInput[] = [
  { ticketCode: "LT000001", faceRequired: true },
  { ticketCode: "LT000001", faceRequired: false },
  { ticketCode: "LT000001", faceRequired: true, resume: { docType: "cccd", fields: CARD_FIELDS } },
];

/** The transitions starting the machine takes before any event (shared: tests/support/machine-paths.ts). */
export { startTransitions };
