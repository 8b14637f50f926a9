import { screen } from "@testing-library/react";
import type { AnyActorRef, AnyMachineSnapshot } from "xstate";
import type { EkycContext, EkycOutput, FaceUnavailableReason } from "../../machines/ekyc/types";
import { type MessageKey, t } from "../../src/i18n/t";
import type { DeferredActors } from "../support/machine-paths";
import { type EkycShows, ekycCalls } from "./ekyc";

/**
 * What the rendered identity step (EkycView) shows (Testing Library queries, as a customer finds things),
 * in the shape of `ekycShows` (tests/oracles/ekyc.ts). The oracle writes a document code's refusal as
 * `code 022`; on screen it is that code's message from SPEC section 8 (src/domain/document-codes.ts).
 * The document type shows only on its own screen; elsewhere it is what the step hands back (context).
 */

const SCREENS: Array<[string, EkycShows["screen"]]> = [
  [t("ekyc_front_title"), "front"],
  [t("ekyc_back_title"), "back"],
  [t("ekyc_review_title"), "review"],
  [t("biometric_consent_title"), "consent"],
  [t("biometric_consent_declined_title"), "consent"],
  [t("ekyc_face_title"), "face"],
];

/**
 * SPEC 8's document-reading codes the model answers with, each with the message of its meaning (019
 * cropped corners, 022 blurred, 023 address and personal ID mismatch); unknown codes: 'Not successful.
 * Please retry'. Stated here, not read from the product's code table.
 */
const DOCUMENT_CODE_MESSAGES: Record<string, MessageKey> = {
  "019": "ekyc_code_019",
  "022": "ekyc_code_022",
  "023": "ekyc_code_023",
};
/** Why the camera cannot run (no camera, permission refused, the face model failed) and its message. */
const UNAVAILABLE_MESSAGES: Record<FaceUnavailableReason, MessageKey> = {
  "no-camera": "selfie_no_camera",
  "permission-denied": "selfie_permission_denied",
  "model-failed": "selfie_model_failed",
};

/** The oracle's words for a message as the screen shows it. */
const onScreen = (message: string | null) =>
  message?.startsWith("code ") ? t(DOCUMENT_CODE_MESSAGES[message.slice("code ".length)] ?? "ekyc_unknown") : message;

function screenName(done: boolean): EkycShows["screen"] {
  if (done) return "done";
  if (screen.queryByRole("group", { name: t("ekyc_document_title") })) return "document";
  const found = SCREENS.find(([name]) => screen.queryByRole("heading", { level: 2, name }));
  return found?.[1] ?? ("nothing" as EkycShows["screen"]);
}

const nextButton = () =>
  screen.queryAllByRole("button", { name: t("wizard_next") }).find((button) => !button.closest('[role="dialog"]'));
const nextEnabled = () => {
  const next = nextButton();
  return next !== undefined && !next.hasAttribute("disabled");
};
const field = (name: string) => (document.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value;

export function ekycShowsOnScreen(expected: EkycShows, actor: AnyActorRef, fakes: DeferredActors): EkycShows {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const done = snapshot.status === "done";
  const name = screenName(done);
  const dialog = screen.queryByRole("dialog");
  const inline = document.querySelector(".ekyc-error .field-error")?.textContent ?? null;
  const dialogText = dialog?.textContent ?? "";
  const want = onScreen(expected.message);
  const shown = dialog ? (want && dialogText.includes(want) ? want : dialogText) : inline;
  const unavailable = document.querySelector(".face-error")?.textContent ?? null;
  const reason = (Object.keys(UNAVAILABLE_MESSAGES) as FaceUnavailableReason[]).find(
    (key) => t(UNAVAILABLE_MESSAGES[key]) === unavailable,
  );
  const docType = screen.queryByRole("radio", { checked: true }) as HTMLInputElement | null;
  return {
    screen: name,
    docType: (name === "document" ? docType?.value : (snapshot.context as EkycContext).docType) as EkycShows["docType"],
    submitImageEnabled: (name === "front" || name === "back") && nextEnabled(),
    submitReviewEnabled: name === "review" && nextEnabled(),
    busy: document.querySelector('[aria-busy="true"]') !== null,
    message: shown !== null && shown === want ? expected.message : shown,
    popup: dialog !== null,
    declined: screen.queryByRole("heading", { level: 2, name: t("biometric_consent_declined_title") }) !== null,
    review: name === "review" ? `${field("idNumber")} ${field("fullName")}` : null,
    cameraUnavailable: name === "face" ? (reason ?? (unavailable as FaceUnavailableReason | null)) : null,
    output: done ? (snapshot.output as EkycOutput) : null,
    calls: ekycCalls(fakes),
  };
}
