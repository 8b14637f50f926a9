import { tf } from "../../i18n/vi-flows";
import { boxLines, LABEL_HEIGHT, LINE_HEIGHT, labelLines } from "../graph/elk-layout";
import type { PlacedEdge, PlacedNode } from "../graph/layout-machine";

interface BoxProps {
  placed: PlacedNode;
  live: boolean;
  replayed: boolean;
  selected: boolean;
  /** The box can be opened or closed (a compound state, or one closed now). */
  foldable: boolean;
  onSelect: (id: string) => void;
  onFold: (id: string) => void;
}

/** One state: its name, its step and SPEC section; a click selects it, ± opens or closes it. */
export function StateBox({ placed, live, replayed, selected, foldable, onSelect, onFold }: BoxProps) {
  const { node, x, y, width, height, compound } = placed;
  const { label, detail } = boxLines(node, compound);
  const classes = ["flows-state", compound ? "compound" : "atomic", node.kind];
  if (live) classes.push("live");
  if (replayed) classes.push("replayed");
  if (selected) classes.push("selected");
  if (node.collapsedCount) classes.push("collapsed");
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
    <g className={classes.join(" ")}>
      {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; role img names the state box */}
      <g
        role="img"
        aria-label={spoken.join(", ")}
        data-state={node.path}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(node.id);
        }}
      >
        <rect x={x} y={y} width={width} height={height} rx={compound ? 10 : 8} />
        {node.initial && <circle className="flows-initial" cx={x - 6} cy={y + 12} r={4} />}
        {lines.map((line) => (
          <text key={line.y} className={line.className} x={x + 10} y={line.y}>
            {line.text}
          </text>
        ))}
      </g>
      {foldable && (
        // biome-ignore lint/a11y/useSemanticElements: an SVG cannot hold an HTML button; this group acts as one
        <g
          className="flows-fold"
          role="button"
          tabIndex={0}
          aria-label={tf(node.collapsedCount ? "flows_expand" : "flows_collapse", { state: node.label })}
          aria-expanded={!node.collapsedCount}
          onClick={(event) => {
            event.stopPropagation();
            onFold(node.id);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault();
            event.stopPropagation();
            onFold(node.id);
          }}
        >
          <rect x={x + width - 24} y={y + 4} width={20} height={20} rx={4} />
          <text x={x + width - 18} y={y + 19}>
            {node.collapsedCount ? "+" : "−"}
          </text>
        </g>
      )}
    </g>
  );
}

export function Arrow({ edge }: { edge: PlacedEdge }) {
  const d = edge.points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`).join(" ");
  return (
    <g className="flows-edge">
      <path d={d} markerEnd="url(#flows-arrow)" />
      {edge.label && (
        <>
          <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} />
          {labelLines(edge.label.text).map((line, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label never reorder
            <text key={row} x={(edge.label?.x ?? 0) + 4} y={(edge.label?.y ?? 0) + (row + 1) * LABEL_HEIGHT - 2}>
              {line}
            </text>
          ))}
        </>
      )}
    </g>
  );
}
