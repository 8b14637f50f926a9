import { useEffect, useMemo, useRef, useState } from "react";
import { tf } from "../../i18n/vi-flows";
import { collapseGraph } from "../graph/collapse";
import { layoutMachine, type MachineLayout } from "../graph/layout-machine";
import type { FlowGraph } from "../graph/machine-graph";
import { Minimap } from "./minimap";
import { Arrow, StateBox } from "./state-box";
import { useViewport } from "./use-viewport";

interface Props {
  graph: FlowGraph;
  title: string;
  /** States running in the app tabs. */
  live: ReadonlySet<string>;
  /** States of the replayed path step: while replaying, the canvas follows these, not the live ones. */
  replayed: ReadonlySet<string>;
  selected: string | null;
  onSelect: (id: string) => void;
}

/** The innermost box of a set (the last one drawn: outer boxes come first). */
function innermost(layout: MachineLayout, ids: ReadonlySet<string>) {
  return layout.nodes.filter((placed) => ids.has(placed.node.id)).at(-1);
}

/** A machine drawn as a statechart that zooms and pans, with a minimap and boxes that close. */
export function MachineDiagram({ graph, title, live, replayed, selected, onSelect }: Props) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [layout, setLayout] = useState<MachineLayout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLElement>(null);
  const shown = useMemo(() => collapseGraph(graph, collapsed), [graph, collapsed]);
  const { view, zoom, fit, centre, handlers } = useViewport(frame, {
    width: layout?.width ?? 1,
    height: layout?.height ?? 1,
  });
  const followed = replayed.size > 0 ? replayed : live;
  const target = layout ? innermost(layout, followed) : undefined;
  const targetKey = target ? `${target.node.id}@${target.x},${target.y}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: another machine opens with every box open
  useEffect(() => setCollapsed(new Set()), [graph]);
  useEffect(() => {
    let current = true;
    setFailure(null);
    layoutMachine(shown).then(
      (done) => current && setLayout(done),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [shown]);
  // The box that just became current (the replayed step while replaying, else a live state) is centred.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow a new box only, not every pan
  useEffect(() => {
    if (target) centre(target.x + target.width / 2, target.y + target.height / 2);
  }, [targetKey]);
  if (failure) return <p role="alert">{tf("flows_draw_failed", { reason: failure })}</p>;
  if (!layout) return <p role="status">{tf("flows_drawing")}</p>;
  const fold = (id: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const size = frame.current?.getBoundingClientRect() ?? { width: 800, height: 600 };
  return (
    <div className="flows-diagram">
      <div className="flows-tools">
        <button type="button" onClick={() => zoom(1.2)} aria-label={tf("flows_zoom_in")}>
          +
        </button>
        <button type="button" onClick={() => zoom(1 / 1.2)} aria-label={tf("flows_zoom_out")}>
          −
        </button>
        <button type="button" onClick={fit}>
          {tf("flows_fit")}
        </button>
        <output className="flows-zoom" aria-label={tf("flows_zoom_level")}>
          {Math.round(view.scale * 100)}%
        </output>
        <span className="flows-hint">{tf("flows_zoom_hint")}</span>
      </div>
      <section
        className="flows-canvas"
        ref={frame}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the keyboard (+, −, arrows, 0)
        tabIndex={0}
        aria-label={tf("flows_canvas_label")}
        {...handlers}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the diagram */}
        <svg role="group" aria-label={tf("flows_diagram_label", { machine: title })} width="100%" height="100%">
          <defs>
            <marker
              id="flows-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" />
            </marker>
          </defs>
          <g className="flows-view" transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {layout.nodes.map((placed) => (
              <StateBox
                key={placed.node.id}
                placed={placed}
                live={live.has(placed.node.id)}
                replayed={replayed.has(placed.node.id)}
                selected={selected === placed.node.id}
                foldable={placed.compound || Boolean(placed.node.collapsedCount)}
                onSelect={onSelect}
                onFold={fold}
              />
            ))}
            {layout.edges.map((edge) => (
              <Arrow key={edge.id} edge={edge} />
            ))}
          </g>
        </svg>
        <Minimap layout={layout} view={view} frame={size} marked={followed} onGo={centre} />
      </section>
    </div>
  );
}
