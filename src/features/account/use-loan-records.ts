import { useCallback, useEffect, useState } from "react";
import { getLoanRecords } from "../../api/accounts";
import { errorMessage } from "../../api/api-error";
import type { LoanRecord } from "../../contract/accounts";
import { t } from "../../i18n/t";

export type RecordsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; records: LoanRecord[] };

/** Loads the signed-in customer's loan requests; `retry` loads them again after an error. */
export function useLoanRecords(): { state: RecordsState; retry: () => void } {
  const [state, setState] = useState<RecordsState>({ status: "loading" });
  const loading = state.status === "loading";

  useEffect(() => {
    if (!loading) return;
    const abort = new AbortController();
    getLoanRecords(abort.signal)
      .then((answer) => {
        if (abort.signal.aborted) return;
        setState(
          answer.code === 200
            ? { status: "ready", records: answer.data }
            : { status: "error", message: answer.message ?? t("normal_error") },
        );
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ status: "error", message: errorMessage(error) });
      });
    return () => abort.abort();
  }, [loading]);

  const retry = useCallback(() => setState({ status: "loading" }), []);
  return { state, retry };
}
