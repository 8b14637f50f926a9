import { useCallback, useEffect, useState } from "react";
import {
  type DeletionQueueRow,
  deletionCompleteEndpoint,
  deletionQueueEndpoint,
} from "../../contract/staff-compliance";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { DeletionQueueView, type QueueTab } from "./deletion-queue-view";
import { staffCall } from "./staff-client";

const PAGE_SIZE = 25;
const TICK_MS = 30_000;

/** /quan-tri/yeu-cau-xoa (compliance): the deletion queue, counting down, completed from here. */
export function DeletionQueuePage() {
  useDocumentTitle(t("bo_deletion_title"));
  const [tab, setTab] = useState<QueueTab>("pending");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: DeletionQueueRow[]; total: number }>({ rows: [], total: 0 });
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    staffCall(deletionQueueEndpoint, { query: { status: tab, page: String(page) } }).then(
      (answer) => {
        setData(answer);
        setNow(Date.now());
      },
      (failure: Error) => setError(failure.message),
    );
  }, [tab, page]);
  useEffect(load, [load]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const complete = useCallback(
    (reference: string) => {
      if (!window.confirm(t("bo_deletion_confirm", { reference }))) return;
      setBusy(reference);
      setNotice(null);
      staffCall(deletionCompleteEndpoint, { params: { reference } })
        .then(
          (done) => setNotice(t(done.inTime ? "bo_deletion_done" : "bo_deletion_done_late", { reference })),
          (failure: Error) => setError(failure.message),
        )
        .finally(() => {
          setBusy(null);
          load();
        });
    },
    [load],
  );

  return (
    <DeletionQueueView
      tab={tab}
      rows={data.rows}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      now={now}
      busy={busy}
      notice={notice}
      error={error}
      onTab={(next) => {
        setTab(next);
        setPage(1);
      }}
      onPage={setPage}
      onComplete={complete}
      onRetry={load}
    />
  );
}
