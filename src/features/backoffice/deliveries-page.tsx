import { useCallback, useEffect, useState } from "react";
import { type DeliveryRow, deliveryListEndpoint, deliveryRetryEndpoint } from "../../contract/operator";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { DeliveriesView } from "./deliveries-view";
import { staffCall } from "./staff-client";

/** /quan-tri/gui-doi-tac (operator): partner deliveries and dead letters, retried from the screen. */
export function DeliveriesPage() {
  useDocumentTitle(t("bo_deliveries_title"));
  const [failedOnly, setFailedOnly] = useState(true);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: DeliveryRow[]; total: number }>({ rows: [], total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const load = useCallback(() => {
    setMessage(null);
    staffCall(deliveryListEndpoint, { query: { status: failedOnly ? "failed" : "all", page: String(page) } }).then(
      setData,
      (error: Error) => setMessage(error.message),
    );
  }, [failedOnly, page]);
  useEffect(load, [load]);

  const retry = useCallback(
    (id: number) => {
      setOutcome(null);
      staffCall(deliveryRetryEndpoint, { params: { id } }).then(
        (row) => {
          setOutcome(t("bo_deliveries_retried", { id: row.id, status: t(`partner_status_${row.status}`) }));
          load();
        },
        (error: Error) => setOutcome(error.message),
      );
    },
    [load],
  );

  return (
    <section>
      <h1>{t("bo_deliveries_title")}</h1>
      <DeliveriesView
        {...data}
        page={page}
        failedOnly={failedOnly}
        message={message}
        outcome={outcome}
        onFailedOnly={(value) => {
          setPage(1);
          setFailedOnly(value);
        }}
        onPage={setPage}
        onRetry={retry}
        onReload={load}
      />
    </section>
  );
}
