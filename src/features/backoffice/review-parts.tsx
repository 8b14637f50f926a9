import { t } from "../../i18n/t";

/** Small pieces the operator's screens share. */
export const when = (iso: string) => new Date(iso).toLocaleString("vi-VN");
export const reasonText = (reason: string) =>
  reason === "offline_ekyc" ? t("bo_review_reason_offline_ekyc") : t("bo_review_reason_face_undecided");

export function Failure({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <p className="bo-error" role="alert">
      {message || t("bo_load_error")}{" "}
      <button type="button" className="bo-link" onClick={onRetry}>
        {t("bo_retry")}
      </button>
    </p>
  );
}
