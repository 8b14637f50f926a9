import { useState } from "react";
import { revealEndpoint } from "../../contract/audit";
import { t } from "../../i18n/t";
import { staffCall } from "./staff-client";

/** "Xem đầy đủ" for one lead: a reason, then the data in full; the server writes the audit log. */
export function RevealForm({ code }: { code: string }) {
  const [reason, setReason] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      className="bo-form"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        staffCall(revealEndpoint, { body: { subject: "lead", code, reason } }).then(
          (data) =>
            setShown(
              t("bo_records_revealed", {
                fullName: data.fullName ?? "",
                phone: data.phone ?? "",
                nationalId: data.nationalId ?? "",
              }),
            ),
          (error: Error) => setMessage(error.message),
        );
      }}
    >
      <label>
        {t("bo_records_reveal_reason")}
        <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="bo-button">
        {t("bo_records_reveal")} {code}
      </button>
      {message ? (
        <p className="bo-error" role="alert">
          {message}
        </p>
      ) : null}
      {shown ? <p className="bo-secret">{shown}</p> : null}
    </form>
  );
}
