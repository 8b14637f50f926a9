import { useId } from "react";
import { tf } from "../../i18n/vi-flows";
import { describeValue } from "../graph/machine-graph";
import type { DrawnMachine } from "../machines";
import { eventInWords, stateWords } from "../words/flow-words";
import { type PathCatalogue, stepValue } from "./path-catalogue";

export interface ReplayPosition {
  path: number;
  step: number;
}

interface Props {
  drawn: DrawnMachine;
  catalogue: PathCatalogue | undefined;
  position: ReplayPosition | null;
  onMove: (position: ReplayPosition | null) => void;
}

/** Steps through a QA path of docs/paths/<machine>.json: each step highlights its state. */
/** A step's state in words: the name of each active leaf (`Bước 2: thông tin liên hệ · Không chờ chấm điểm`). */
function stateInWords(drawn: DrawnMachine, state: string): string {
  return describeValue(stepValue(state))
    .split(" · ")
    .map((path) => stateWords(drawn.name, path)?.name ?? path)
    .join(" · ");
}

export function PathReplay({ drawn, catalogue, position, onMove }: Props) {
  const say = (event: { type: string }) => eventInWords(drawn.name, drawn.machine, event);
  const selectId = useId();
  const paths = catalogue?.paths ?? [];
  const current = position ? paths[position.path] : undefined;
  const step = position && current ? current.steps[position.step] : undefined;
  // A step's `event` is the one that led INTO its state; what comes next is the following step's.
  const next = position && current ? current.steps[position.step + 1] : undefined;
  return (
    <section className="flows-panel" aria-labelledby="flows-paths-title">
      <h2 id="flows-paths-title">{tf("flows_paths")}</h2>
      {paths.length === 0 ? (
        <p>{tf("flows_paths_none")}</p>
      ) : (
        <>
          <label htmlFor={selectId}>{tf("flows_paths_choose")}</label>
          <select
            id={selectId}
            value={position ? String(position.path) : ""}
            onChange={(event) =>
              onMove(event.target.value === "" ? null : { path: Number(event.target.value), step: 0 })
            }
          >
            <option value="">—</option>
            {paths.map((path, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a catalogue's path list never reorders, and two paths can share a title; the number is the path's identity
              <option key={index} value={index}>
                {path.title}
              </option>
            ))}
          </select>
          {position && current && step && (
            <div className="flows-replay">
              <p role="status">
                {tf("flows_paths_position", {
                  index: position.step + 1,
                  count: current.steps.length,
                  state: stateInWords(drawn, step.state),
                })}
                <br />
                {step.event && (
                  <>
                    {tf("flows_paths_came", { event: say(step.event) })}
                    <br />
                  </>
                )}
                <span data-testid="flows-next-event">
                  {next?.event ? tf("flows_paths_event", { event: say(next.event) }) : tf("flows_paths_end")}
                </span>
              </p>
              <button
                type="button"
                disabled={position.step === 0}
                onClick={() => onMove({ ...position, step: position.step - 1 })}
              >
                {tf("flows_paths_previous")}
              </button>
              <button
                type="button"
                disabled={position.step >= current.steps.length - 1}
                onClick={() => onMove({ ...position, step: position.step + 1 })}
              >
                {tf("flows_paths_next")}
              </button>
              <button type="button" onClick={() => onMove(null)}>
                {tf("flows_paths_stop")}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
