import type { CaseView } from "../../../machines/manual-review/types";
import { t } from "../../i18n/t";
import { Failure, reasonText } from "./review-parts";
import type { ManualReviewView } from "./use-manual-review";

const KINDS = ["front", "back", "face"] as const;
const score = (value: number | null) => (value === null ? "–" : value.toFixed(2));

/** The ID front and back and the selfie side by side, served by the back-office only (no-store). */
function Images({ current }: { current: CaseView }) {
  return (
    <div className="bo-images">
      {KINDS.map((kind) => (
        <figure key={kind}>
          {current.images.includes(kind) ? (
            <img
              src={`/api/quan-tri/review/${encodeURIComponent(current.code)}/image?kind=${kind}`}
              alt={t(`bo_review_image_${kind}`)}
            />
          ) : (
            <p className="bo-no-image">{t("bo_review_no_image")}</p>
          )}
          <figcaption>{t(`bo_review_image_${kind}`)}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function DecisionForm(props: ManualReviewView) {
  const { view } = props;
  const approving = view.decision === "approved";
  return (
    <form
      className="bo-form"
      onSubmit={(event) => {
        event.preventDefault();
        props.confirm();
      }}
    >
      <label>
        {t("bo_review_reason_label")}
        <textarea value={view.reason} onChange={(e) => props.changeReason(e.target.value)} disabled={view.busy} />
      </label>
      {view.message ? (
        <p className="bo-error" role="alert">
          {view.message}
        </p>
      ) : null}
      <button type="submit" className="bo-button" disabled={!view.canConfirm} aria-busy={view.busy}>
        {view.busy ? t("bo_review_sending") : t(approving ? "bo_review_confirm_approve" : "bo_review_confirm_refuse")}
      </button>
      <button type="button" className="bo-link" onClick={props.cancel} disabled={view.busy}>
        {t("bo_review_cancel")}
      </button>
    </form>
  );
}

/** One held application: the images, what the server measured, and the decision with its reason. */
export function ReviewCasePanel(props: ManualReviewView) {
  const { view } = props;
  const current = view.current;
  return (
    <section aria-busy={view.busy}>
      <button type="button" className="bo-link" onClick={props.back} disabled={view.deciding}>
        {t("bo_review_back")}
      </button>
      {view.failed ? <Failure message={view.message} onRetry={props.retry} /> : null}
      {!current ? (
        view.busy ? (
          <p role="status">{t("bo_review_loading")}</p>
        ) : null
      ) : (
        <>
          <h1>{t("bo_review_case_title", { code: current.code })}</h1>
          <p>
            {reasonText(current.reason)} · {current.productName} – {current.partnerName} · {current.fullName} ·{" "}
            {current.phone}
          </p>
          <Images current={current} />
          <p>
            {t("bo_review_scores", {
              similarity: score(current.scores.similarity),
              antispoof: score(current.scores.antispoof),
              liveness: score(current.scores.liveness),
            })}
            {current.cardId ? ` · ${t("bo_review_card_id", { id: current.cardId })}` : ""}
          </p>
          {view.deciding ? (
            <DecisionForm {...props} />
          ) : (
            <p className="bo-row-actions">
              <button type="button" className="bo-button" onClick={props.approve}>
                {t("bo_review_approve")}
              </button>
              <button type="button" className="bo-button" onClick={props.refuse}>
                {t("bo_review_refuse")}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
