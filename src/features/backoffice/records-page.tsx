import { useCallback, useEffect, useState } from "react";
import {
  recordSearchEndpoint,
  recordTimelineEndpoint,
  type SearchRow,
  type TimelineEvent,
} from "../../contract/operator";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { RevealForm } from "./record-reveal";
import { TimelineView } from "./record-timeline";
import { RecordsView } from "./records-view";
import { Failure } from "./review-parts";
import { staffCall } from "./staff-client";

/** /quan-tri/ho-so (operator, compliance): leads and applications by code, phone or ID, each with its timeline. */
export function RecordsPage() {
  useDocumentTitle(t("bo_records_title"));
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: SearchRow[]; total: number }>({ rows: [], total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const [timeline, setTimeline] = useState<{ code: string; events: TimelineEvent[] } | null>(null);
  const [timelineError, setTimelineError] = useState<string | null>(null);
  const [revealing, setRevealing] = useState<string | null>(null);

  const load = useCallback(() => {
    setMessage(null);
    staffCall(recordSearchEndpoint, { query: { q, page: String(page) } }).then(setData, (error: Error) =>
      setMessage(error.message),
    );
  }, [q, page]);
  useEffect(load, [load]);

  const openTimeline = useCallback((code: string) => {
    setTimelineError(null);
    setRevealing(null);
    staffCall(recordTimelineEndpoint, { params: { id: code } }).then(
      (answer) => setTimeline({ code: answer.code, events: answer.events }),
      (error: Error) => setTimelineError(error.message),
    );
  }, []);
  const reveal = useCallback((code: string) => {
    setTimeline(null);
    setRevealing(code);
  }, []);

  return (
    <section>
      <h1>{t("bo_records_title")}</h1>
      <RecordsView
        {...data}
        page={page}
        message={message}
        onSearch={(value) => {
          setPage(1);
          setQ(value);
        }}
        onPage={setPage}
        onTimeline={openTimeline}
        onReveal={reveal}
        onRetry={load}
      />
      {revealing ? <RevealForm key={revealing} code={revealing} /> : null}
      {timelineError !== null ? <Failure message={timelineError} onRetry={() => setTimelineError(null)} /> : null}
      {timeline ? <TimelineView code={timeline.code} events={timeline.events} /> : null}
    </section>
  );
}
