import { tf } from "../../i18n/vi-flows";
import { describeValue } from "../graph/machine-graph";
import type { LiveActor } from "../live/live-store";

/** The actors of the shown machine running in the app tabs, with their current states. */
export function LivePanel({ actors, live }: { actors: LiveActor[]; live: boolean }) {
  return (
    <section className="flows-panel" aria-labelledby="flows-live-title">
      <h2 id="flows-live-title">{tf("flows_live")}</h2>
      {!live && <p>{tf("flows_live_static")}</p>}
      {live && actors.length === 0 && <p>{tf("flows_live_none")}</p>}
      {actors.length > 0 && (
        <ul aria-live="polite">
          {actors.map((actor) => (
            <li key={actor.sessionId}>
              {tf("flows_live_row", { tab: actor.tab.id, page: actor.tab.path, state: describeValue(actor.value) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
