import { useMemo, useState, useSyncExternalStore } from "react";
import { tf } from "../../i18n/vi-flows";
import { activeNodeIds, machineGraph } from "../graph/machine-graph";
import type { LiveStore } from "../live/live-store";
import { DRAWN_MACHINES } from "../machines";
import { EventLog } from "./event-log";
import { LivePanel } from "./live-panel";
import { MachineDiagram } from "./machine-diagram";
import { CATALOGUES, catalogueFor, type PathCatalogue, stepValue } from "./path-catalogue";
import { PathReplay, type ReplayPosition } from "./path-replay";
import { StatePanel } from "./state-panel";
import { StatelyRelay } from "./stately-relay";

interface Props {
  store: LiveStore;
  /** Served by the app (live from the other tabs) or the static build (diagrams and replay only). */
  live: boolean;
  catalogues?: PathCatalogue[];
}

/** The flow viewer: every machine as a statechart, its live states, the event log, path replay. */
export function FlowsApp({ store, live, catalogues = CATALOGUES }: Props) {
  useSyncExternalStore(store.subscribe, store.getVersion);
  const [selected, setSelected] = useState(DRAWN_MACHINES[0]?.name ?? "");
  const [replay, setReplay] = useState<ReplayPosition | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const drawn = DRAWN_MACHINES.find((entry) => entry.name === selected) ?? DRAWN_MACHINES[0];
  const graph = useMemo(() => (drawn ? machineGraph(drawn.machine, drawn.name) : null), [drawn]);
  if (!drawn || !graph) return null;

  const actors = [...store.actors.values()].filter(
    (actor) => actor.machineId === graph.machineId && actor.status === "active",
  );
  const liveIds = new Set(actors.flatMap((actor) => activeNodeIds(graph, actor.value)));
  const catalogue = catalogueFor(catalogues, drawn.name, graph.machineId);
  const step = replay ? catalogue?.paths[replay.path]?.steps[replay.step] : undefined;
  const value = step ? stepValue(step.state) : undefined;
  const replayed = new Set(activeNodeIds(graph, value));
  const choose = (name: string) => {
    setSelected(name);
    setReplay(null);
    setPicked(null);
  };

  return (
    <div className="flows-page">
      <header>
        <h1>{tf("flows_title")}</h1>
        <p>
          {tf("flows_intro")} {tf("flows_offline_note")}
        </p>
      </header>
      <nav aria-label={tf("flows_machines")}>
        <ul>
          {DRAWN_MACHINES.map((entry) => {
            const running = [...store.actors.values()].filter(
              (actor) => actor.machineId === entry.machine.id && actor.status === "active",
            ).length;
            return (
              <li key={entry.name}>
                <button type="button" aria-pressed={entry.name === drawn.name} onClick={() => choose(entry.name)}>
                  {entry.title}
                  {running > 0 && <span className="flows-badge"> ● {running}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <main>
        <h2>{drawn.title}</h2>
        <MachineDiagram
          graph={graph}
          title={drawn.title}
          live={liveIds}
          replayed={replayed}
          selected={picked}
          onSelect={setPicked}
        />
      </main>
      <aside>
        <StatePanel graph={graph} selected={picked} onSelect={setPicked} />
        <LivePanel actors={actors} live={live} />
        <PathReplay drawn={drawn} catalogue={catalogue} position={replay} onMove={setReplay} />
        {live && <EventLog log={store.log} onClear={() => store.clearLog()} />}
        {live && <StatelyRelay store={store} />}
      </aside>
    </div>
  );
}
