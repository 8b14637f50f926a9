import type { JSX } from "react";
import { type MessageKey, t } from "../../../../i18n/t";
import { FaceFilePicker } from "./face-capture-fallback";
import type { FaceCaptureProps } from "./face-capture-types";
import type { FaceHelp as Help } from "./use-face-capture";

const WHY: Record<Help, MessageKey> = {
  light: "selfie_help_light",
  distance: "selfie_help_distance",
};

/**
 * Shown when the camera has looked for a while without a well-framed face (a dark room, an old
 * phone): says the likely reason and offers the same upload path as a phone without a camera.
 * The camera keeps running above it, so a face that comes into the frame can still be captured.
 */
export function FaceHelp(props: FaceCaptureProps & { help: Help }): JSX.Element {
  const { help, ...picker } = props;
  return (
    <div className="face-help" role="alert">
      <p className="face-help-title">{t("selfie_help_title")}</p>
      <p>{t(WHY[help])}</p>
      <p className="muted">{t("selfie_help_upload")}</p>
      <FaceFilePicker {...picker} />
    </div>
  );
}
