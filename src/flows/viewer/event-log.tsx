import { tf } from "../../i18n/vi-flows";
import type { LoggedEvent } from "../live/live-store";
import { DRAWN_MACHINES } from "../machines";
import { eventWords } from "../words/flow-words";

interface Row {
  entry: LoggedEvent;
  words: string;
  count: number;
}

function wordsOf(entry: LoggedEvent): string {
  const drawn = DRAWN_MACHINES.find((candidate) => candidate.machine.id === entry.machineId);
  return drawn ? eventWords(drawn.name, drawn.machine, entry.type) : entry.type;
}

/** The log with runs of the same event of the same actor (the OTP clock's one-a-second tick) folded into one row. */
export function foldLog(log: LoggedEvent[]): Row[] {
  const rows: Row[] = [];
  for (const entry of log) {
    const last = rows.at(-1);
    const same =
      last &&
      last.entry.type === entry.type &&
      last.entry.tab === entry.tab &&
      last.entry.machineId === entry.machineId &&
      JSON.stringify(last.entry.payload) === JSON.stringify(entry.payload);
    if (same) last.count += 1;
    else rows.push({ entry, words: wordsOf(entry), count: 1 });
  }
  return rows;
}

/** The events the app tabs' actors received, newest first, in words; payloads come masked. */
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
          {foldLog(log).map(({ entry, words, count }) => (
            <li key={entry.seq} title={entry.type}>
              <span className="flows-log-meta">
                {entry.at} · {entry.tab} · {entry.machineId}
              </span>{" "}
              <strong>{count > 1 ? tf("flows_log_repeated", { event: words, count }) : words}</strong>
              {Object.keys(entry.payload).length > 0 && <code>{JSON.stringify(entry.payload)}</code>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
