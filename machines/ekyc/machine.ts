import { assign, setup } from "xstate";
import { isValidNationalId } from "../../src/domain/national-id";
import { notProvided, placeholderActor } from "../shared/not-provided";
import { failure, messageOf, result } from "../shared/params";
import type {
  CheckIdentityInput,
  CheckIdentityResult,
  CheckRuleInput,
  CheckRuleResult,
  DocumentSide,
  EkycContext,
  EkycEvent,
  EkycInput,
  EkycMessageKey,
  EkycOutput,
  EkycTag,
  IdentityField,
  IdentityFields,
  ReadDocumentInput,
  ReadDocumentResult,
  RecordConsentInput,
  RecordConsentResult,
  UploadFaceInput,
  UploadFaceResult,
} from "./types";
import { EMPTY_IDENTITY } from "./types";

/**
 * eKYC: the identity step of the loan-ticket wizard (SPEC.md sections 1, 7 and 8).
 *
 * - `document`: pick the document type (chip-based citizen ID card, driver licence, passport).
 * - `front` / `back`: an image from the camera or a file, then `readFront` / `readBack` (the server
 *   reads the card's QR and checks the image). A refusal carries a document-reading code (022 blurred,
 *   019 cropped corners, 458 too far, ...). Only the citizen ID card has a back.
 * - `checkingFrontRule` / `checkingBackRule`: the partner's document rules on the image just read
 *   (`checkFrontRule` / `checkBackRule`: checkRuleFront / checkRuleBack, issue 17) before it is
 *   accepted; a refusal shows the partner's reasons and asks for another image.
 * - `review`: the read fields prefill a form the customer can correct; `checkIdentity` compares them
 *   with the ID given before (023 on mismatch).
 * - `biometricConsent` (before the face, issue 18: Law 91/2025/QH15, Decree 356/2025/NĐ-CP): a separate,
 *   explicit consent to biometric data, recorded by `recordBiometricConsent`; declining explains that
 *   the face is needed and offers to reconsider or go back. Entering it runs `preloadFaceDetector`
 *   (issue 33): the face model's code and files load while the visitor reads, the camera stays off.
 * - `face` (when the product requires it): the face component's capture goes to `uploadFace`; 'face does
 *   not match the ID' and the forgery message are refusals, a retry captures again.
 * - `done` outputs the document type, the fields and the face outcome.
 *
 * Actors and the `preloadFaceDetector` action are placeholders: the app, tests and stories supply them
 * with `.provide()`.
 */

const picked = ({ event }: { event: { image: Blob } }) => ({ image: event.image });

type Refusal = { kind: string; code?: string; message?: string };
const codeOf = (r: Refusal) => ("code" in r && typeof r.code === "string" ? r.code : null);
const serverMessage = (r: Refusal) => (r.message && r.message.trim() !== "" ? r.message.trim() : null);

const imageInput =
  (side: DocumentSide) =>
  ({ context }: { context: EkycContext }): ReadDocumentInput => ({
    ticketCode: context.ticketCode,
    docType: context.docType,
    side,
    image: (side === "front" ? context.front : context.back) as Blob,
  });

const ruleInput =
  (side: DocumentSide) =>
  ({ context }: { context: EkycContext }): CheckRuleInput => ({
    ticketCode: context.ticketCode,
    side,
    imageId: context.readImageId ?? "",
  });

export const ekycMachine = setup({
  types: {
    context: {} as EkycContext,
    events: {} as EkycEvent,
    input: {} as EkycInput,
    output: {} as EkycOutput,
    tags: {} as EkycTag,
  },
  actors: {
    readFront: placeholderActor<ReadDocumentResult, ReadDocumentInput>("readFront"),
    readBack: placeholderActor<ReadDocumentResult, ReadDocumentInput>("readBack"),
    checkFrontRule: placeholderActor<CheckRuleResult, CheckRuleInput>("checkFrontRule"),
    checkBackRule: placeholderActor<CheckRuleResult, CheckRuleInput>("checkBackRule"),
    checkIdentity: placeholderActor<CheckIdentityResult, CheckIdentityInput>("checkIdentity"),
    uploadFace: placeholderActor<UploadFaceResult, UploadFaceInput>("uploadFace"),
    recordBiometricConsent: placeholderActor<RecordConsentResult, RecordConsentInput>("recordBiometricConsent"),
  },
  guards: {
    resumesAtFace: ({ context }) => context.face === null && context.faceRequired && context.fields.idNumber !== "",
    hasFront: ({ context }) => context.front !== null,
    hasBack: ({ context }) => context.back !== null,
    isCardRead: ({ context }, params: { result: ReadDocumentResult }) =>
      params.result.kind === "read" && context.docType === "cccd",
    isRead: (_, params: { result: ReadDocumentResult }) => params.result.kind === "read",
    isRuleAccepted: (_, params: { result: CheckRuleResult }) => params.result.kind === "accepted",
    isCard: ({ context }) => context.docType === "cccd",
    isReviewComplete: ({ context }) => reviewComplete(context),
    isIdentityOk: (_, params: { result: CheckIdentityResult }) => params.result.kind === "ok",
    needsFace: ({ context }) => context.faceRequired,
    isFaceAccepted: (_, params: { result: UploadFaceResult }) => params.result.kind === "accepted",
    isFaceMismatch: (_, params: { result: UploadFaceResult }) => params.result.kind === "mismatch",
    isConsentRecorded: (_, params: { result: RecordConsentResult }) => params.result.kind === "recorded",
  },
  actions: {
    preloadFaceDetector: () => notProvided("preloadFaceDetector"),
    chooseType: assign((_, params: { docType: EkycContext["docType"] }) => ({
      docType: params.docType,
      front: null,
      back: null,
    })),
    setFront: assign((_, params: { image: Blob }) => ({ front: params.image, errorCode: null, message: null })),
    setBack: assign((_, params: { image: Blob }) => ({ back: params.image, errorCode: null, message: null })),
    clearFront: assign({ front: null, errorCode: null, message: null }),
    clearBack: assign({ back: null, errorCode: null, message: null }),
    clearImages: assign({ front: null, back: null, errorCode: null, errorKey: null, message: null }),
    takeFields: assign(({ context }, params: { result: ReadDocumentResult }) => ({
      fields: params.result.kind === "read" ? mergeFields(context.fields, params.result.fields) : context.fields,
    })),
    setField: assign(({ context }, params: { field: IdentityField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
      errorCode: null,
      errorKey: null,
      message: null,
    })),
    showRefusal: assign((_, params: { result: Refusal }) => ({
      errorCode: codeOf(params.result),
      message: serverMessage(params.result),
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      errorCode: null,
      errorKey: "normal_error" as const,
      message: messageOf(params.error),
    })),
    showFaceRefusal: assign((_, params: { result: UploadFaceResult }) => ({
      errorKey: (params.result.kind === "forgery" ? "face_forgery" : "face_not_match") as EkycMessageKey,
      message: null,
    })),
    clearError: assign({ errorCode: null, errorKey: null, message: null }),
    takeImageId: assign((_, params: { result: ReadDocumentResult }) => ({
      readImageId: params.result.kind === "read" ? (params.result.imageId ?? null) : null,
    })),
    showRuleRefusal: assign((_, params: { result: CheckRuleResult }) => ({
      errorCode: null,
      errorKey: null,
      message: params.result.kind === "refused" ? params.result.reasons.join(" ") || null : null,
    })),
    showConsentRefusal: assign({ errorCode: null, errorKey: "biometric_consent_outdated" as const, message: null }),
    setUnavailable: assign((_, params: { reason: EkycContext["faceUnavailable"] }) => ({
      faceUnavailable: params.reason,
    })),
    setSelfie: assign((_, params: { capture: EkycContext["selfie"] }) => ({ selfie: params.capture })),
    clearSelfie: assign({ selfie: null, errorKey: null, message: null }),
    acceptFace: assign((_, params: { result: UploadFaceResult }) => ({
      face: { review: params.result.kind === "accepted" && params.result.review },
      errorKey: null,
    })),
  },
}).createMachine({
  description:
    "eKYC, the identity step of the loan ticket: document type, front and back images read by the server, the read fields reviewed, then the face when the product asks for it.",
  meta: { spec: "7 Loan-ticket flow" },
  id: "ekyc",
  context: ({ input }) => ({
    ticketCode: input.ticketCode,
    faceRequired: input.faceRequired,
    docType: input.resume?.docType ?? "cccd",
    front: null,
    back: null,
    readImageId: null,
    fields: input.resume?.fields ?? EMPTY_IDENTITY,
    errorCode: null,
    errorKey: null,
    message: null,
    faceUnavailable: null,
    selfie: null,
    face: null,
  }),
  output: ({ context }) => ({ docType: context.docType, fields: context.fields, face: context.face }),
  initial: "routing",
  states: {
    routing: {
      description:
        "Where eKYC starts: the document choice, or the face capture when a resumed ticket only lacks the face.",
      meta: { spec: "7 Loan-ticket flow" },
      always: [{ guard: "resumesAtFace", target: "biometricConsent" }, { target: "document" }],
    },
    document: {
      description: "Pick the document type: chip-based citizen ID card, driver licence or passport.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["document"],
      on: {
        "document.choose": {
          actions: { type: "chooseType", params: ({ event }) => ({ docType: event.docType }) },
        },
        "document.next": { target: "front" },
      },
    },
    front: {
      description: "The front of the document: an image from the camera or a file.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["front"],
      initial: "editing",
      states: {
        editing: {
          description: "The customer picks or clears the front image; submit sends it.",
          meta: { spec: "7 Loan-ticket flow" },
          on: {
            "image.pick": { actions: { type: "setFront", params: picked } },
            "image.clear": { actions: "clearFront" },
            "image.submit": { guard: "hasFront", target: "reading" },
            "step.back": { target: "#ekyc.document", actions: "clearImages" },
          },
        },
        reading: {
          description: "The server reads the front (frontcheck).",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "readFront",
            src: "readFront",
            input: imageInput("front"),
            onDone: [
              {
                guard: { type: "isRead", params: result },
                target: "checkingFrontRule",
                actions: [
                  { type: "takeFields", params: result },
                  { type: "takeImageId", params: result },
                ],
              },
              { target: "rejected", actions: { type: "showRefusal", params: result } },
            ],
            onError: { target: "rejected", actions: { type: "showFailure", params: failure } },
          },
        },
        checkingFrontRule: {
          description: "The partner's document rules on the front just read (checkRuleFront), before it is accepted.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "checkFrontRule",
            src: "checkFrontRule",
            input: ruleInput("front"),
            onDone: [
              { guard: { type: "isRuleAccepted", params: result }, target: "accepted" },
              { target: "rejected", actions: { type: "showRuleRefusal", params: result } },
            ],
            onError: { target: "rejected", actions: { type: "showFailure", params: failure } },
          },
        },
        accepted: {
          description: "The front is accepted: the back of the citizen ID card, else the review.",
          meta: { spec: "7 Loan-ticket flow" },
          always: [{ guard: "isCard", target: "#ekyc.back" }, { target: "#ekyc.review" }],
        },
        rejected: {
          description:
            "The front was refused (022 blurred, 019 cropped corners, 458 too far ...): the message; pick another image.",
          meta: { spec: "8 Error catalogue" },
          tags: ["error"],
          on: {
            "image.pick": { target: "editing", actions: [{ type: "setFront", params: picked }, "clearError"] },
            "error.dismiss": { target: "editing", actions: "clearFront" },
          },
        },
      },
    },
    back: {
      description: "The back of the citizen ID card (only that document has one).",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["back"],
      initial: "editing",
      states: {
        editing: {
          description: "The customer picks or clears the back image; submit sends it.",
          meta: { spec: "7 Loan-ticket flow" },
          on: {
            "image.pick": { actions: { type: "setBack", params: picked } },
            "image.clear": { actions: "clearBack" },
            "image.submit": { guard: "hasBack", target: "reading" },
            "step.back": { target: "#ekyc.front", actions: "clearBack" },
          },
        },
        reading: {
          description: "The server reads the back (backcheck).",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "readBack",
            src: "readBack",
            input: imageInput("back"),
            onDone: [
              {
                guard: { type: "isRead", params: result },
                target: "checkingBackRule",
                actions: [
                  { type: "takeFields", params: result },
                  { type: "takeImageId", params: result },
                ],
              },
              { target: "rejected", actions: { type: "showRefusal", params: result } },
            ],
            onError: { target: "rejected", actions: { type: "showFailure", params: failure } },
          },
        },
        checkingBackRule: {
          description: "The partner's document rules on the back just read (checkRuleBack), before it is accepted.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "checkBackRule",
            src: "checkBackRule",
            input: ruleInput("back"),
            onDone: [
              { guard: { type: "isRuleAccepted", params: result }, target: "#ekyc.review" },
              { target: "rejected", actions: { type: "showRuleRefusal", params: result } },
            ],
            onError: { target: "rejected", actions: { type: "showFailure", params: failure } },
          },
        },
        rejected: {
          description: "The back was refused: the message; pick another image.",
          meta: { spec: "8 Error catalogue" },
          tags: ["error"],
          on: {
            "image.pick": { target: "editing", actions: [{ type: "setBack", params: picked }, "clearError"] },
            "error.dismiss": { target: "editing", actions: "clearBack" },
          },
        },
      },
    },
    review: {
      description: "The read fields prefill a form the customer can correct.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["review"],
      initial: "editing",
      states: {
        editing: {
          description: "The customer checks and corrects the fields.",
          meta: { spec: "7 Loan-ticket flow" },
          on: {
            "field.change": {
              actions: { type: "setField", params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            "review.submit": { guard: "isReviewComplete", target: "checking" },
            "step.back": [
              { guard: "isCard", target: "#ekyc.back", actions: "clearBack" },
              { target: "#ekyc.front", actions: "clearFront" },
            ],
          },
        },
        checking: {
          description: "The fields are compared with the ID given before (checkIdentity).",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "checkIdentity",
            src: "checkIdentity",
            input: ({ context }) => ({
              ticketCode: context.ticketCode,
              docType: context.docType,
              fields: context.fields,
            }),
            onDone: [
              { guard: { type: "isIdentityOk", params: result }, target: "accepted" },
              { target: "rejected", actions: { type: "showRefusal", params: result } },
            ],
            onError: { target: "rejected", actions: { type: "showFailure", params: failure } },
          },
        },
        accepted: {
          description: "The identity matches.",
          meta: { spec: "7 Loan-ticket flow" },
          always: [{ guard: "needsFace", target: "#ekyc.biometricConsent" }, { target: "#ekyc.done" }],
        },
        rejected: {
          description: "Mismatch (023): correct a field or retake the document.",
          meta: { spec: "8 Error catalogue" },
          tags: ["error"],
          on: {
            "field.change": {
              target: "editing",
              actions: { type: "setField", params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            "document.retake": { target: "#ekyc.front", actions: "clearImages" },
          },
        },
      },
    },
    biometricConsent: {
      description:
        "A separate, explicit consent to biometric data before the face capture (Law 91/2025/QH15, Decree 356/2025/NĐ-CP): what the face image is for, who receives it, how long it is kept, how to withdraw.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["consent"],
      // Issue 33: the face step's detector loads while the visitor reads (no camera, no image).
      entry: "preloadFaceDetector",
      initial: "asking",
      states: {
        asking: {
          description: "The consent text with 'Tôi đồng ý' and 'Tôi không đồng ý'; back returns to the review.",
          meta: { spec: "7 Loan-ticket flow" },
          on: {
            "consent.agree": { target: "recording" },
            "consent.decline": { target: "declined" },
            "step.back": { target: "#ekyc.review" },
          },
        },
        recording: {
          description: "The server records the consent with its time, text version and customer.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "recordBiometricConsent",
            src: "recordBiometricConsent",
            input: ({ context }) => ({ ticketCode: context.ticketCode }),
            onDone: [
              { guard: { type: "isConsentRecorded", params: result }, target: "#ekyc.face" },
              { target: "failed", actions: "showConsentRefusal" },
            ],
            onError: { target: "failed", actions: { type: "showFailure", params: failure } },
          },
        },
        declined: {
          description:
            "Declined: the face step is needed for this product; reconsider, go back to the review, or stop (the view links home).",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["declined"],
          on: {
            "consent.reconsider": { target: "asking" },
            "step.back": { target: "#ekyc.review" },
          },
        },
        failed: {
          description: "Recording failed (or the text changed): the 'Thông báo' popup; closing it asks again.",
          meta: { spec: "2 Popups and menus" },
          tags: ["popup"],
          on: { "popup.close": { target: "asking", actions: "clearError" } },
        },
      },
    },
    face: {
      description: "The face capture, when the product requires it.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["face"],
      initial: "capturing",
      states: {
        capturing: {
          description: "The face component captures (or says the camera is unavailable).",
          meta: { spec: "7 Loan-ticket flow" },
          on: {
            "face.captured": {
              target: "uploading",
              actions: { type: "setSelfie", params: ({ event }) => ({ capture: event.capture }) },
            },
            "face.unavailable": {
              actions: { type: "setUnavailable", params: ({ event }) => ({ reason: event.reason }) },
            },
            "step.back": { target: "#ekyc.review" },
          },
        },
        uploading: {
          description: "The face image is being uploaded and matched (upload-face-image).",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "uploadFace",
            src: "uploadFace",
            input: ({ context }) => ({
              ticketCode: context.ticketCode,
              ...(context.selfie as NonNullable<EkycContext["selfie"]>),
            }),
            onDone: [
              {
                guard: { type: "isFaceAccepted", params: result },
                target: "#ekyc.done",
                actions: { type: "acceptFace", params: result },
              },
              { target: "rejected", actions: { type: "showFaceRefusal", params: result } },
            ],
            onError: { target: "failed", actions: { type: "showFailure", params: failure } },
          },
        },
        rejected: {
          description: "'Face does not match the ID' or the forgery message: retry captures again.",
          meta: { spec: "8 Error catalogue" },
          tags: ["error"],
          on: { "face.retry": { target: "capturing", actions: "clearSelfie" } },
        },
        failed: {
          description: "The upload failed: the 'Thông báo' popup; closing it returns to the capture.",
          meta: { spec: "2 Popups and menus" },
          tags: ["popup"],
          on: { "popup.close": { target: "capturing", actions: "clearSelfie" } },
        },
      },
    },
    done: {
      description: "Identity done: the document type, the fields and the face outcome go back to the loan ticket.",
      meta: { spec: "7 Loan-ticket flow" },
      type: "final",
    },
  },
});

/** Read fields fill the form; a field the image did not give keeps what was there. */
function mergeFields(current: IdentityFields, read: Partial<IdentityFields>): IdentityFields {
  const next = { ...current };
  for (const [key, value] of Object.entries(read) as Array<[IdentityField, string | undefined]>) {
    if (typeof value === "string" && value.trim() !== "") next[key] = value.trim();
  }
  return next;
}

/** The review form can go on with a name, a birth date and a valid ID (12-digit citizen ID for the card). */
function reviewComplete(context: EkycContext): boolean {
  const { fields } = context;
  if (fields.fullName.trim() === "" || fields.dateOfBirth.trim() === "" || fields.idNumber.trim() === "") return false;
  return context.docType !== "cccd" || isValidNationalId(fields.idNumber);
}
