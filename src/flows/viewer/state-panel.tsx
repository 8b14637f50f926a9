import { useId } from "react";
import { tf } from "../../i18n/vi-flows";
import type { FlowGraph, FlowNode } from "../graph/machine-graph";
import { StateStoriesList } from "./state-stories-list";

function allNodes(node: FlowNode): FlowNode[] {
  return node.children.flatMap((child) => [child, ...allNodes(child)]);
}

interface Props {
  graph: FlowGraph;
  selected: string | null;
  onSelect: (id: string | null) => void;
}

/** The selected state in full: its words, the screen's title, its SPEC section and where its stories are. */
export function StatePanel({ graph, selected, onSelect }: Props) {
  const selectId = useId();
  const nodes = allNodes(graph.root);
  const node = nodes.find((candidate) => candidate.id === selected);
  return (
    <section className="flows-panel flows-state-panel" aria-labelledby="flows-state-title">
      <h2 id="flows-state-title">{tf("flows_state_panel")}</h2>
      <label htmlFor={selectId}>{tf("flows_state_choose")}</label>
      <select id={selectId} value={selected ?? ""} onChange={(event) => onSelect(event.target.value || null)}>
        <option value="">—</option>
        {nodes.map((option) => (
          <option key={option.id} value={option.id}>
            {"  ".repeat(option.path.split(".").length - 1)}
            {option.label}
          </option>
        ))}
      </select>
      {node ? (
        <article aria-label={node.label}>
          <h3>{node.label}</h3>
          {node.words?.screen && (
            <p className="flows-screen">{tf("flows_state_screen", { title: node.words.screen })}</p>
          )}
          <p>{node.words?.text ?? node.description ?? node.key}</p>
          <ul className="flows-facts">
            {node.step !== undefined && <li>{tf("flows_state_step", { step: node.step })}</li>}
            {node.spec && <li>{tf("flows_state_spec", { section: node.spec })}</li>}
          </ul>
          <StateStoriesList stateId={node.id} />
          {node.description && (
            <details>
              <summary>{tf("flows_state_developer")}</summary>
              <p lang="en">
                <code>{node.path}</code> {node.description}
              </p>
            </details>
          )}
        </article>
      ) : (
        <p>{tf("flows_state_none")}</p>
      )}
    </section>
  );
}
