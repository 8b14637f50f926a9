import { useEffect, useState } from "react";
import type { MyData } from "../../contract/my-data";
import { subjectExportEndpoint } from "../../contract/staff-compliance";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { staffCall } from "./staff-client";
import { SubjectExportView } from "./subject-export-view";

/** /quan-tri/xuat-du-lieu (compliance): a data subject's export, asked with a reason (logged). */
export function SubjectExportPage() {
  useDocumentTitle(t("bo_export_title"));
  const [phone, setPhone] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<MyData | null>(null);
  const [download, setDownload] = useState<string | null>(null);

  useEffect(() => {
    if (!result) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(result, null, 2)], { type: "application/json" }));
    setDownload(url);
    return () => URL.revokeObjectURL(url);
  }, [result]);

  const submit = () => {
    setBusy(true);
    setError(null);
    setResult(null);
    staffCall(subjectExportEndpoint, { body: { phone, reason } })
      .then(setResult, (failure: Error) => setError(failure.message))
      .finally(() => setBusy(false));
  };

  return (
    <SubjectExportView
      phone={phone}
      reason={reason}
      busy={busy}
      error={error}
      result={result}
      download={result ? download : null}
      onPhone={setPhone}
      onReason={setReason}
      onSubmit={submit}
    />
  );
}
