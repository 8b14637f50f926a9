import type { MessageKey } from "../../../../i18n/t";
import type { FaceUnavailableReason } from "./face-capture-types";

/** Why the camera step cannot run, in words the customer can act on (each offers the file instead). */
export const UNAVAILABLE_MESSAGE: Record<FaceUnavailableReason, MessageKey> = {
  "no-camera": "selfie_no_camera",
  "permission-denied": "selfie_permission_denied",
  "model-failed": "selfie_model_failed",
};
