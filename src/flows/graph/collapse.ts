import type { FlowEdge, FlowGraph, FlowNode } from "./machine-graph";

function fold(node: FlowNode, collapsed: ReadonlySet<string>, owner: Map<string, string>, visible: string): FlowNode {
  owner.set(node.id, visible);
  if (collapsed.has(node.id) && node.children.length > 0) {
    const hide = (inner: FlowNode) => {
      owner.set(inner.id, node.id);
      inner.children.forEach(hide);
    };
    node.children.forEach(hide);
    return { ...node, children: [], collapsedCount: node.children.length };
  }
  return { ...node, children: node.children.map((child) => fold(child, collapsed, owner, child.id)) };
}

/**
 * The graph with the given compound states closed: a closed state is drawn as one box (its
 * states hidden), and an arrow to or from a hidden state goes to or from that box instead; arrows
 * that then start and end in the same box are dropped.
 */
export function collapseGraph(graph: FlowGraph, collapsed: ReadonlySet<string>): FlowGraph {
  if (collapsed.size === 0) return graph;
  const owner = new Map<string, string>();
  const root = { ...graph.root, children: graph.root.children.map((child) => fold(child, collapsed, owner, child.id)) };
  const seen = new Set<string>();
  const edges: FlowEdge[] = [];
  for (const edge of graph.edges) {
    const source = owner.get(edge.source) ?? edge.source;
    const target = owner.get(edge.target) ?? edge.target;
    const key = `${source}|${target}|${edge.label}`;
    if (source === target || seen.has(key)) continue;
    seen.add(key);
    edges.push({ ...edge, source, target });
  }
  return { ...graph, root, edges };
}
