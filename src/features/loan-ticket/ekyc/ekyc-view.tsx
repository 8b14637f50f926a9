import { useSelector } from "@xstate/react";
import { useId } from "react";
import type { ActorRefFrom } from "xstate";
import type { ekycMachine } from "../../../../machines/ekyc/machine";
import { DOCUMENT_TYPES } from "../../../domain/loan-ticket-rules";
import { type MessageKey, t } from "../../../i18n/t";
import { NoticeModal } from "../../../ui/notice-modal";
import { DocumentCapture } from "./document-capture";
import { ekycMessage } from "./ekyc-message";
import { FaceStep } from "./face-step";
import { IdentityReview } from "./identity-review";
import "./ekyc.css";

export type EkycActorRef = ActorRefFrom<typeof ekycMachine>;

/** The identity step: document type, front, back, review of the read fields, face. Renders the ekyc machine. */
export function EkycView({ actorRef }: { actorRef: EkycActorRef }) {
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const send = actorRef.send;
  const { context } = state;
  const busy = state.hasTag("busy");
  const error = state.hasTag("error") || state.hasTag("popup") ? ekycMessage(context) : "";
  const back = () => send({ type: "step.back" });

  if (state.hasTag("document")) return <DocumentTypeChooser value={context.docType} send={send} />;
  if (state.hasTag("front") || state.hasTag("back")) {
    const front = state.hasTag("front");
    return (
      <DocumentCapture
        key={front ? "front" : "back"}
        title={t(front ? "ekyc_front_title" : "ekyc_back_title")}
        image={front ? context.front : context.back}
        busy={busy}
        error={error}
        onPick={(image) => send({ type: "image.pick", image })}
        onClear={() => send({ type: "image.clear" })}
        onSubmit={() => send({ type: "image.submit" })}
        onBack={back}
        onDismissError={() => send({ type: "error.dismiss" })}
      />
    );
  }
  if (state.hasTag("review")) {
    return (
      <IdentityReview
        fields={context.fields}
        busy={busy}
        error={error}
        canSubmit={state.can({ type: "review.submit" })}
        onChange={(field, value) => send({ type: "field.change", field, value })}
        onSubmit={() => send({ type: "review.submit" })}
        onBack={back}
        onRetake={state.can({ type: "document.retake" }) ? () => send({ type: "document.retake" }) : null}
      />
    );
  }
  if (state.hasTag("face")) {
    return (
      <>
        <FaceStep
          cardImage={context.front}
          unavailable={context.faceUnavailable}
          busy={busy}
          error={error}
          popup={state.hasTag("popup")}
          onCaptured={(capture) => send({ type: "face.captured", capture })}
          onUnavailable={(reason) => send({ type: "face.unavailable", reason })}
          onRetry={() => send({ type: "face.retry" })}
          onBack={back}
        />
        <NoticeModal open={state.hasTag("popup")} message={error} onClose={() => send({ type: "popup.close" })} />
      </>
    );
  }
  return null;
}

function DocumentTypeChooser({ value, send }: { value: string; send: EkycActorRef["send"] }) {
  const id = useId();
  return (
    <form
      className="ekyc-document"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "document.next" });
      }}
    >
      <fieldset>
        <legend id={id}>{t("ekyc_document_title")}</legend>
        {DOCUMENT_TYPES.map((docType) => (
          <label key={docType} className="choice">
            <input
              type="radio"
              name="docType"
              value={docType}
              checked={value === docType}
              onChange={() => send({ type: "document.choose", docType })}
            />
            {t(`ekyc_document_${docType}` as MessageKey)}
          </label>
        ))}
      </fieldset>
      <div className="wizard-actions">
        <button type="submit" className="btn btn-primary">
          {t("wizard_next")}
        </button>
      </div>
    </form>
  );
}
