import type { TimelineEvent } from "../../contract/operator";
import { t } from "../../i18n/t";
import { when } from "./review-parts";

/** The timeline of one lead or application, oldest first: what happened, when, and its facts. */
export function TimelineView({ code, events }: { code: string; events: TimelineEvent[] }) {
  return (
    <section aria-labelledby="bo-timeline-title">
      <h2 id="bo-timeline-title">{t("bo_timeline_title", { code })}</h2>
      {events.length === 0 ? (
        <p>{t("bo_timeline_empty")}</p>
      ) : (
        <ol className="bo-timeline">
          {events.map((event) => (
            <li key={`${event.at}-${event.kind}-${event.detail}`}>
              <time dateTime={event.at}>{when(event.at)}</time> · <strong>{t(`bo_timeline_${event.kind}`)}</strong>
              {event.detail ? ` · ${event.detail}` : ""}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
