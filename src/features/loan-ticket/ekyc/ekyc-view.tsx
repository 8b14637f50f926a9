import { useSelector } from "@xstate/react";
import { useId } from "react";
import { selectCheckingRule } from "../../../../machines/ekyc/selectors";
import type { DocumentType } from "../../../../machines/ekyc/types";
import { DOCUMENT_TYPES } from "../../../domain/loan-ticket-rules";
import { type MessageKey, t } from "../../../i18n/t";
import { NoticeModal } from "../../../ui/notice-modal";
import { BiometricConsent } from "./biometric-consent";
import { DocumentCapture } from "./document-capture";
import { FaceStep } from "./face-step";
import { IdentityReview } from "./identity-review";
import { type EkycActorRef, useEkyc } from "./use-ekyc";
import "./ekyc.css";

export type { EkycActorRef };

/** The identity step: document type, front, back, review of the read fields, face. Renders the ekyc machine. */
export function EkycView({ actorRef }: { actorRef: EkycActorRef }) {
  const ekyc = useEkyc(actorRef);
  const { screen, busy, error, context } = ekyc.view;
  const checkingRule = useSelector(actorRef, selectCheckingRule);

  if (screen === "document") {
    return <DocumentTypeChooser value={context.docType} onChoose={ekyc.chooseDocument} onNext={ekyc.nextDocument} />;
  }
  if (screen === "front" || screen === "back") {
    const front = screen === "front";
    return (
      <DocumentCapture
        key={screen}
        title={t(front ? "ekyc_front_title" : "ekyc_back_title")}
        image={front ? context.front : context.back}
        busy={busy}
        busyText={checkingRule ? t("partner_rule_checking") : undefined}
        error={error}
        onPick={ekyc.pickImage}
        onClear={ekyc.clearImage}
        onSubmit={ekyc.submitImage}
        onBack={ekyc.back}
        onDismissError={ekyc.dismissError}
      />
    );
  }
  if (screen === "review") {
    return (
      <IdentityReview
        fields={context.fields}
        busy={busy}
        error={error}
        canSubmit={ekyc.view.canSubmitReview}
        onChange={ekyc.changeField}
        onSubmit={ekyc.submitReview}
        onBack={ekyc.back}
        onRetake={ekyc.view.canRetake ? ekyc.retake : null}
      />
    );
  }
  if (screen === "consent") {
    return (
      <>
        <BiometricConsent
          declined={ekyc.view.consentDeclined}
          busy={busy}
          onAgree={ekyc.agreeConsent}
          onDecline={ekyc.declineConsent}
          onReconsider={ekyc.reconsiderConsent}
          onBack={ekyc.back}
        />
        <NoticeModal open={ekyc.view.popup} message={error} onClose={ekyc.closePopup} />
      </>
    );
  }
  if (screen === "face") {
    return (
      <>
        <FaceStep
          cardImage={context.front}
          unavailable={context.faceUnavailable}
          busy={busy}
          error={error}
          popup={ekyc.view.popup}
          onCaptured={ekyc.faceCaptured}
          onUnavailable={ekyc.faceUnavailable}
          onRetry={ekyc.retryFace}
          onBack={ekyc.back}
        />
        <NoticeModal open={ekyc.view.popup} message={error} onClose={ekyc.closePopup} />
      </>
    );
  }
  return null;
}

interface DocumentTypeChooserProps {
  value: string;
  onChoose: (docType: DocumentType) => void;
  onNext: () => void;
}

function DocumentTypeChooser({ value, onChoose, onNext }: DocumentTypeChooserProps) {
  const id = useId();
  return (
    <form
      className="ekyc-document"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
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
              onChange={() => onChoose(docType)}
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
