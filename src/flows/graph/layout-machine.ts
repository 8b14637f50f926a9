import type { ElkNode } from "elkjs/lib/elk-api";
import { toElkGraph } from "./elk-layout";
import type { FlowGraph, FlowNode } from "./machine-graph";

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode {
  node: FlowNode;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
}

export interface PlacedEdge {
  id: string;
  source: string;
  target: string;
  points: Point[];
  label: { text: string; x: number; y: number; width: number; height: number } | undefined;
}

export interface MachineLayout {
  width: number;
  height: number;
  /** Outer boxes first, so inner ones are drawn on top. */
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

function flatten(nodes: FlowNode[]): Map<string, FlowNode> {
  const map = new Map<string, FlowNode>();
  const walk = (list: FlowNode[]) => {
    for (const node of list) {
      map.set(node.id, node);
      walk(node.children);
    }
  };
  walk(nodes);
  return map;
}

/** Where ELK put every box and arrow of the machine (elkjs loaded on first use). */
export async function layoutMachine(graph: FlowGraph): Promise<MachineLayout> {
  const { default: ELK } = await import("elkjs/lib/elk.bundled.js");
  const laidOut = await new ELK().layout(toElkGraph(graph));
  const flowNodes = flatten(graph.root.children);
  const nodes: PlacedNode[] = [];
  const walk = (list: ElkNode[] | undefined) => {
    for (const elk of list ?? []) {
      const node = flowNodes.get(elk.id);
      if (node) {
        const compound = node.children.length > 0;
        nodes.push({ node, x: elk.x ?? 0, y: elk.y ?? 0, width: elk.width ?? 0, height: elk.height ?? 0, compound });
      }
      walk(elk.children);
    }
  };
  walk(laidOut.children);
  const byId = new Map(graph.edges.map((edge) => [edge.id, edge]));
  const edges: PlacedEdge[] = [];
  const collect = (container: ElkNode) => {
    for (const edge of container.edges ?? []) {
      const flow = byId.get(edge.id);
      const section = edge.sections?.[0];
      if (!flow || !section) continue;
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        source: flow.source,
        target: flow.target,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        label: label
          ? { text: flow.label, x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
          : undefined,
      });
    }
    for (const child of container.children ?? []) collect(child);
  };
  collect(laidOut);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}
