import { tf } from "../../i18n/vi-flows";
import type { LoggedEvent } from "../live/live-store";

/** The events the app tabs' actors received, newest first; payloads come masked. */
export function EventLog({ log, onClear }: { log: LoggedEvent[]; onClear: () => void }) {
  return (
    <section className="flows-panel" aria-labelledby="flows-log-title">
      <h2 id="flows-log-title">{tf("flows_log")}</h2>
      <button type="button" onClick={onClear} disabled={log.length === 0}>
        {tf("flows_log_clear")}
      </button>
      {log.length === 0 ? (
        <p>{tf("flows_log_empty")}</p>
      ) : (
        <ol className="flows-log" aria-label={tf("flows_log")}>
          {log.map((entry) => (
            <li key={entry.seq}>
              <span className="flows-log-meta">
                {entry.at} · {entry.tab} · {entry.machineId}
              </span>{" "}
              <strong>{entry.type}</strong>
              {Object.keys(entry.payload).length > 0 && <code>{JSON.stringify(entry.payload)}</code>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
