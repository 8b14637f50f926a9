import type { ElkExtendedEdge, ElkLabel, ElkNode } from "elkjs/lib/elk-api";
import type { FlowGraph, FlowNode } from "./machine-graph";

/** Text metrics of the SVG (12 px sans-serif): an estimate, ELK only needs box sizes. */
export const CHAR_WIDTH = 7.2;
export const LINE_HEIGHT = 15;
const ATOMIC_WIDTH = 240;
const WRAP = 30;
export const LABEL_HEIGHT = 14;
const LABEL_WRAP = 34;

/** The label cut into lines of at most `width` characters, at spaces where it can. */
export function wrapText(text: string, width = WRAP, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The lines a box shows: its label, then (smaller) its key and its step / SPEC section. */
export function boxLines(node: FlowNode, compound: boolean): { label: string[]; detail: string[] } {
  // Never cut: the box grows with its name (the whole description is in the side panel).
  const label = wrapText(node.label, compound ? 60 : WRAP, 8);
  const detail: string[] = [];
  const facts = [node.description ? node.key : undefined, node.step !== undefined ? `#${node.step}` : undefined];
  if (node.spec) facts.push(`§${node.spec}`);
  if (node.collapsedCount) facts.push(`+${node.collapsedCount}`);
  const shown = facts.filter((fact): fact is string => fact !== undefined);
  if (shown.length > 0) detail.push(shown.join(" · "));
  for (const note of node.notes) detail.push(...wrapText(note, compound ? 70 : WRAP + 4, 6));
  return { label, detail };
}

function headerSize(node: FlowNode): { width: number; height: number } {
  const { label, detail } = boxLines(node, true);
  const longest = Math.max(...[...label, ...detail].map((line) => line.length));
  return { width: longest * CHAR_WIDTH + 28, height: 10 + (label.length + detail.length) * LINE_HEIGHT };
}

function toElkNode(node: FlowNode): ElkNode {
  if (node.children.length === 0) {
    const { label, detail } = boxLines(node, false);
    return { id: node.id, width: ATOMIC_WIDTH, height: 14 + (label.length + detail.length) * LINE_HEIGHT };
  }
  const header = headerSize(node);
  return {
    id: node.id,
    layoutOptions: {
      "elk.padding": `[top=${header.height + 8},left=14,bottom=14,right=14]`,
      // Wide enough for its own header text.
      "elk.nodeSize.constraints": "MINIMUM_SIZE",
      "elk.nodeSize.minimum": `(${Math.ceil(header.width)}, ${header.height + 40})`,
      // Read in the order the states are written (the funnel's steps top to bottom): back edges reversed.
      "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
    },
    children: node.children.map(toElkNode),
  };
}

/** An arrow's label in lines (never cut): the words of an event and its condition can be long. */
export const labelLines = (text: string) => wrapText(text, LABEL_WRAP, 12);

function labelOf(text: string): ElkLabel {
  const lines = labelLines(text);
  const longest = Math.max(...lines.map((line) => line.length));
  return { id: `${text}-label`, text, width: longest * CHAR_WIDTH + 8, height: lines.length * LABEL_HEIGHT + 2 };
}

/**
 * The ELK graph of a machine: the root's states at the top level, compound and parallel states as
 * nodes holding their children, every transition an edge at the root (ELK routes across the
 * nesting with INCLUDE_CHILDREN) carrying its event as a label. Coordinates come back absolute.
 */
export function toElkGraph(graph: FlowGraph): ElkNode {
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [labelOf(edge.label)],
  }));
  return {
    id: graph.root.id,
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.json.shapeCoords": "ROOT",
      "elk.json.edgeCoords": "ROOT",
      "elk.edgeLabels.placement": "CENTER",
      "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
      "elk.layered.spacing.nodeNodeBetweenLayers": "50",
      "elk.spacing.nodeNode": "30",
      "elk.spacing.edgeLabel": "4",
      "elk.padding": "[top=16,left=16,bottom=16,right=16]",
    },
    children: graph.root.children.map(toElkNode),
    edges,
  };
}
