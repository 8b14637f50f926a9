import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type {
  DocumentType,
  EkycContext,
  EkycInput,
  EkycOutput,
  FaceCapture,
  FaceUnavailableReason,
  IdentityFields,
} from "../../machines/ekyc/types";
import { t } from "../../src/i18n/t";
import type { DeferredActors } from "../support/machine-paths";

/**
 * What the identity step of the loan ticket (eKYC) must show, written from SPEC.md (section 1: document
 * reading and face checks; section 7: frontcheck per document, backcheck, the identity check, the face
 * upload; section 8: document-reading codes such as 022 blurred, 019 cropped corners, 023 mismatch, and
 * the two face messages) and docs/decisions/009-loan-ticket.md, not from the machine: the customer's
 * situation (`EkycExpected`), how each event moves it (`nextEkyc`) and what the screen shows
 * (`ekycShows`). tests/paths/machine-paths.test.ts compares it with the machine's snapshot as a view
 * reads it (`ekycShowsFromSnapshot`) at every step of every catalogue path.
 *
 * Where a message shows is left open (`message`): SPEC 7 says other HTTP errors surface as the generic
 * popup, while the document and identity screens show a failed call next to the image or form.
 */

export type EkycScreen =
  | "document"
  | "front"
  | "front reading"
  | "front refused"
  /** The partner's document rules on the image just read (checkRuleFront / checkRuleBack, issue 17). */
  | "front rule"
  | "back rule"
  | "back"
  | "back reading"
  | "back refused"
  | "review"
  | "checking"
  | "review refused"
  | "consent"
  | "consent recording"
  | "consent declined"
  | "consent failed"
  | "face"
  | "uploading"
  | "face refused"
  | "face failed"
  | "done";

export interface EkycExpected {
  screen: EkycScreen;
  faceRequired: boolean;
  docType: DocumentType;
  front: boolean;
  back: boolean;
  fields: IdentityFields;
  message: string | null;
  cameraUnavailable: FaceUnavailableReason | null;
  face: { review: boolean } | null;
  calls: string[];
}

export function startEkyc(input: EkycInput): EkycExpected {
  const base: EkycExpected = {
    screen: "document",
    faceRequired: input.faceRequired,
    docType: input.resume?.docType ?? "cccd",
    front: false,
    back: false,
    fields: input.resume?.fields ?? {
      idNumber: "",
      oldIdNumber: "",
      fullName: "",
      dateOfBirth: "",
      gender: "",
      address: "",
      issueDate: "",
    },
    message: null,
    cameraUnavailable: null,
    face: null,
    calls: [],
  };
  // A resumed ticket whose document was accepted only lacks the face, which needs the biometric consent first.
  return input.resume && input.faceRequired && base.fields.idNumber !== "" ? { ...base, screen: "consent" } : base;
}

/** The review goes on with a name, a birth date and an ID: for the citizen ID card 12 digits. */
const reviewComplete = (e: EkycExpected) =>
  e.fields.fullName.trim() !== "" &&
  e.fields.dateOfBirth.trim() !== "" &&
  (e.docType === "cccd" ? /^\d{12}$/.test(e.fields.idNumber) : e.fields.idNumber.trim() !== "");
/** A field the image gave fills the form; one it did not give keeps what was typed. */
const merged = (fields: IdentityFields, read: Partial<IdentityFields>): IdentityFields => {
  const next = { ...fields };
  for (const [key, value] of Object.entries(read) as Array<[keyof IdentityFields, string | undefined]>) {
    if (value && value.trim() !== "") next[key] = value.trim();
  }
  return next;
};
const codeText = (code: string) => `code ${code}`;
const failureText = (error: unknown) =>
  error instanceof Error && error.message !== "" ? error.message : t("normal_error");
const refusal = (answer: { code?: string; message?: string }) =>
  answer.message?.trim() ? answer.message.trim() : codeText(answer.code ?? "");

export function nextEkyc(e: EkycExpected, event: AnyEventObject): EkycExpected {
  const to = (screen: EkycScreen, patch: Partial<EkycExpected> = {}): EkycExpected => ({ ...e, screen, ...patch });
  const calls = (call: string) => [...e.calls, call];
  const side = e.screen.startsWith("back") ? "back" : "front";
  switch (event.type) {
    case "document.choose":
      return e.screen === "document" ? { ...e, docType: event.docType, front: false, back: false } : e;
    case "document.next":
      return e.screen === "document" ? to("front") : e;
    case "image.pick":
      if (e.screen === "front" || e.screen === "front refused") return to("front", { front: true, message: null });
      if (e.screen === "back" || e.screen === "back refused") return to("back", { back: true, message: null });
      return e;
    case "image.clear":
      return e.screen === "front" || e.screen === "back" ? { ...e, [side]: false } : e;
    case "error.dismiss":
      // The refused image is dropped: pick another.
      return e.screen === "front refused" || e.screen === "back refused"
        ? to(side, { [side]: false, message: null })
        : e;
    case "image.submit":
      if ((e.screen === "front" && e.front) || (e.screen === "back" && e.back)) {
        return to(`${side} reading`, { calls: calls(`read ${e.docType} ${side}`) });
      }
      return e;
    case "step.back":
      if (e.screen === "front") return to("document", { front: false, back: false });
      if (e.screen === "back") return to("front", { back: false });
      if (e.screen === "review")
        return e.docType === "cccd" ? to("back", { back: false }) : to("front", { front: false });
      if (e.screen === "face") return to("review");
      // Issue 18: from the biometric consent (asked or declined) back to the review.
      if (e.screen === "consent" || e.screen === "consent declined") return to("review");
      return e;
    case "xstate.done.actor.readFront":
    case "xstate.done.actor.readBack": {
      const answer = event.output as {
        kind: string;
        fields?: Partial<IdentityFields>;
        code?: string;
        message?: string;
      };
      if (answer.kind !== "read") return to(`${side} refused`, { message: refusal(answer) });
      const fields = merged(e.fields, answer.fields ?? {});
      // The partner's rules are checked on the image just read before it is accepted (issue 17).
      const imageId = (event.output as { imageId?: string }).imageId ?? "";
      return to(`${side} rule`, { fields, calls: calls(`rule ${side} ${imageId}`) });
    }
    case "xstate.done.actor.checkFrontRule":
    case "xstate.done.actor.checkBackRule": {
      const answer = event.output as { kind: string; reasons?: string[] };
      if (answer.kind !== "accepted")
        return to(`${side} refused`, { message: (answer.reasons ?? []).join(" ") || null });
      // Only the citizen ID card has a back.
      return to(side === "front" && e.docType === "cccd" ? "back" : "review");
    }
    case "xstate.error.actor.checkFrontRule":
    case "xstate.error.actor.checkBackRule":
      return to(`${side} refused`, { message: failureText(event.error) });
    case "xstate.error.actor.readFront":
    case "xstate.error.actor.readBack":
      return to(`${side} refused`, { message: failureText(event.error) });
    case "field.change":
      if (e.screen !== "review" && e.screen !== "review refused") return e;
      return to("review", { fields: { ...e.fields, [event.field]: event.value }, message: null });
    case "review.submit":
      return e.screen === "review" && reviewComplete(e)
        ? to("checking", { calls: calls(`checkIdentity ${e.docType} ${e.fields.idNumber} ${e.fields.fullName}`) })
        : e;
    case "xstate.done.actor.checkIdentity": {
      const answer = event.output as { kind: string; code?: string; message?: string };
      if (answer.kind !== "ok") return to("review refused", { message: refusal(answer) });
      // Issue 18: a separate, explicit biometric consent comes before the face capture.
      return e.faceRequired ? to("consent") : to("done");
    }
    case "xstate.error.actor.checkIdentity":
      return to("review refused", { message: failureText(event.error) });
    case "document.retake":
      return e.screen === "review refused" ? to("front", { front: false, back: false, message: null }) : e;
    case "consent.agree":
      return e.screen === "consent" ? to("consent recording", { calls: calls("recordBiometricConsent") }) : e;
    case "consent.decline":
      return e.screen === "consent" ? to("consent declined") : e;
    case "consent.reconsider":
      return e.screen === "consent declined" ? to("consent") : e;
    case "xstate.done.actor.recordBiometricConsent": {
      const answer = event.output as { kind: string };
      return answer.kind === "recorded"
        ? to("face")
        : to("consent failed", { message: t("biometric_consent_outdated") });
    }
    case "xstate.error.actor.recordBiometricConsent":
      return to("consent failed", { message: failureText(event.error) });
    case "face.unavailable":
      return e.screen === "face" ? { ...e, cameraUnavailable: event.reason } : e;
    case "face.captured": {
      const capture = event.capture as FaceCapture;
      return e.screen === "face" ? to("uploading", { calls: calls(`uploadFace ${capture.similarity}`) }) : e;
    }
    case "xstate.done.actor.uploadFace": {
      const answer = event.output as { kind: string; review?: boolean };
      if (answer.kind === "accepted") return to("done", { face: { review: answer.review === true } });
      return to("face refused", { message: t(answer.kind === "forgery" ? "face_forgery" : "face_not_match") });
    }
    case "xstate.error.actor.uploadFace":
      return to("face failed", { message: failureText(event.error) });
    case "face.retry":
      return e.screen === "face refused" ? to("face", { message: null }) : e;
    case "popup.close":
      if (e.screen === "consent failed") return to("consent", { message: null });
      return e.screen === "face failed" ? to("face", { message: null }) : e;
    default:
      return e;
  }
}

/** What the customer sees, what goes back to the loan ticket, and which calls were made. */
export interface EkycShows {
  screen: "document" | "front" | "back" | "review" | "consent" | "face" | "done";
  docType: DocumentType;
  submitImageEnabled: boolean;
  submitReviewEnabled: boolean;
  busy: boolean;
  message: string | null;
  popup: boolean;
  /** The consent screen explains that the face is needed (the customer declined). */
  declined: boolean;
  /** The form's name and ID, on the review screen. */
  review: string | null;
  cameraUnavailable: FaceUnavailableReason | null;
  output: EkycOutput | null;
  calls: string[];
}

export function ekycShows(e: EkycExpected): EkycShows {
  const screen: EkycShows["screen"] =
    e.screen === "checking"
      ? "review"
      : e.screen === "uploading"
        ? "face"
        : (e.screen.split(" ")[0] as EkycShows["screen"]);
  return {
    screen,
    docType: e.docType,
    submitImageEnabled: (e.screen === "front" && e.front) || (e.screen === "back" && e.back),
    submitReviewEnabled: e.screen === "review" && reviewComplete(e),
    busy:
      e.screen.endsWith("reading") ||
      e.screen.endsWith("rule") ||
      e.screen === "checking" ||
      e.screen === "uploading" ||
      e.screen === "consent recording",
    message: e.screen.endsWith("refused") || e.screen.endsWith("failed") ? e.message : null,
    popup: e.screen.endsWith("failed"),
    declined: e.screen === "consent declined",
    review: screen === "review" ? `${e.fields.idNumber} ${e.fields.fullName}` : null,
    cameraUnavailable: screen === "face" ? e.cameraUnavailable : null,
    output: e.screen === "done" ? { docType: e.docType, fields: e.fields, face: e.face } : null,
    calls: e.calls,
  };
}

/** The calls the fakes saw, written as above. */
export function ekycCalls(fakes: DeferredActors): string[] {
  return fakes.started.map(({ id, input }) => {
    const i = input as Record<string, unknown>;
    if (id === "readFront" || id === "readBack") return `read ${i.docType} ${i.side}`;
    if (id === "checkFrontRule" || id === "checkBackRule") return `rule ${i.side} ${i.imageId}`;
    const fields = i.fields as IdentityFields | undefined;
    if (id === "checkIdentity") return `checkIdentity ${i.docType} ${fields?.idNumber} ${fields?.fullName}`;
    if (id === "uploadFace") return `uploadFace ${i.similarity}`;
    return id;
  });
}

const SCREENS = ["document", "front", "back", "review", "consent", "face"] as const;

/** What the eKYC screens would show for a snapshot, read the way the views read it (tags, can, context). */
export function ekycShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): EkycShows {
  const context = snapshot.context as EkycContext;
  const screen = snapshot.status === "done" ? "done" : (SCREENS.find((tag) => snapshot.hasTag(tag)) ?? "document");
  const shown = snapshot.hasTag("error") || snapshot.hasTag("popup");
  const text =
    context.message ??
    (context.errorCode ? codeText(context.errorCode) : context.errorKey ? t(context.errorKey) : null);
  return {
    screen,
    docType: context.docType,
    submitImageEnabled: snapshot.can({ type: "image.submit" }),
    submitReviewEnabled: snapshot.can({ type: "review.submit" }),
    busy: snapshot.hasTag("busy"),
    message: shown ? text : null,
    popup: snapshot.hasTag("popup"),
    declined: snapshot.hasTag("declined"),
    review: screen === "review" ? `${context.fields.idNumber} ${context.fields.fullName}` : null,
    cameraUnavailable: screen === "face" ? context.faceUnavailable : null,
    output: snapshot.status === "done" ? (snapshot.output as EkycOutput) : null,
    calls: ekycCalls(fakes),
  };
}
