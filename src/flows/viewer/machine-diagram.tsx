import { useEffect, useRef, useState } from "react";
import { tf } from "../../i18n/vi-flows";
import { boxLines, LINE_HEIGHT } from "../graph/elk-layout";
import { layoutMachine, type MachineLayout, type PlacedEdge, type PlacedNode } from "../graph/layout-machine";
import type { FlowGraph } from "../graph/machine-graph";

interface Props {
  graph: FlowGraph;
  title: string;
  /** States running in the app tabs. */
  live: ReadonlySet<string>;
  /** States of the replayed path step. */
  replayed: ReadonlySet<string>;
}

function StateBox({ placed, live, replayed }: { placed: PlacedNode; live: boolean; replayed: boolean }) {
  const { node, x, y, width, height, compound } = placed;
  const { label, detail } = boxLines(node, compound);
  const classes = ["flows-state", compound ? "compound" : "atomic", node.kind];
  if (live) classes.push("live");
  if (replayed) classes.push("replayed");
  const spoken = [
    node.label,
    node.description ? node.key : "",
    live ? tf("flows_active") : "",
    replayed ? tf("flows_replayed") : "",
  ].filter(Boolean);
  const lines = [
    ...label.map((text) => ({ text, className: "flows-label" })),
    ...detail.map((text) => ({ text, className: "flows-detail" })),
  ].map((line, row) => ({ ...line, y: y + 18 + row * LINE_HEIGHT }));
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; role img names the state box
    <g className={classes.join(" ")} role="img" aria-label={spoken.join(", ")} data-state={node.path}>
      <rect x={x} y={y} width={width} height={height} rx={compound ? 10 : 8} />
      {node.initial && <circle className="flows-initial" cx={x - 6} cy={y + 12} r={4} />}
      {lines.map((line) => (
        <text key={line.y} className={line.className} x={x + 10} y={line.y}>
          {line.text}
        </text>
      ))}
    </g>
  );
}

function Arrow({ edge }: { edge: PlacedEdge }) {
  const d = edge.points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`).join(" ");
  return (
    <g className="flows-edge">
      <path d={d} markerEnd="url(#flows-arrow)" />
      {edge.label && (
        <>
          <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} />
          <text x={edge.label.x + 4} y={edge.label.y + edge.label.height - 3}>
            {edge.label.text}
          </text>
        </>
      )}
    </g>
  );
}

/** A machine drawn as a statechart: nested boxes for states, labelled arrows for transitions. */
export function MachineDiagram({ graph, title, live, replayed }: Props) {
  const [layout, setLayout] = useState<MachineLayout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fit, setFit] = useState(false);
  const canvas = useRef<HTMLDivElement>(null);
  const followed = [...replayed, ...live].join(" ");
  useEffect(() => {
    let current = true;
    setLayout(null);
    setFailure(null);
    layoutMachine(graph).then(
      (done) => current && setLayout(done),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [graph]);
  // The box that just became current (replayed step first, else a live state) is brought into view.
  useEffect(() => {
    if (!layout || !followed) return;
    const current =
      canvas.current?.querySelector("g.replayed.atomic, g.live.atomic") ??
      canvas.current?.querySelector("g.replayed, g.live");
    const frame = canvas.current;
    if (!current || !frame || typeof frame.scrollBy !== "function") return;
    // Scroll the canvas only (scrollIntoView would scroll the whole page too).
    const box = current.getBoundingClientRect();
    const view = frame.getBoundingClientRect();
    frame.scrollBy({
      left: box.left + box.width / 2 - (view.left + view.width / 2),
      top: box.top + box.height / 2 - (view.top + view.height / 2),
      behavior: "smooth",
    });
  }, [layout, followed]);
  if (failure) return <p role="alert">{tf("flows_draw_failed", { reason: failure })}</p>;
  if (!layout) return <p role="status">{tf("flows_drawing")}</p>;
  return (
    <div className="flows-diagram">
      <button type="button" className="flows-fit" aria-pressed={fit} onClick={() => setFit(!fit)}>
        {tf("flows_fit")}
      </button>
      <div className="flows-canvas" ref={canvas}>
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the diagram */}
        <svg
          role="group"
          aria-label={tf("flows_diagram_label", { machine: title })}
          width={fit ? "100%" : layout.width}
          height={fit ? undefined : layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
        >
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
          {layout.nodes.map((placed) => (
            <StateBox
              key={placed.node.id}
              placed={placed}
              live={live.has(placed.node.id)}
              replayed={replayed.has(placed.node.id)}
            />
          ))}
          {layout.edges.map((edge) => (
            <Arrow key={edge.id} edge={edge} />
          ))}
        </svg>
      </div>
    </div>
  );
}
