import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AnyStateNode } from "xstate";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import { LiveStore } from "../../src/flows/live/live-store";
import type { FlowsMessage } from "../../src/flows/live/protocol";
import { FlowsApp } from "../../src/flows/viewer/flows-app";
import type { PathCatalogue } from "../../src/flows/viewer/path-catalogue";
import { vi_flows_po } from "../../src/i18n/vi-flows-po";

/** The oracle: the lead funnel's own states, read with xstate's API (not the viewer's graph code). */
function statesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...statesOf(child)]);
}
const funnelStates = statesOf(leadFunnelMachine.root);
const flow = leadFunnelMachine.root.states.flow as AnyStateNode;
const [firstKey, secondKey] = Object.keys(flow.states);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A state's name in the product owner's words (the catalogue), which its box's aria-label starts with. */
const nameOf = (node: AnyStateNode) => vi_flows_po["lead-funnel"]?.states[node.path.join(".")]?.name ?? node.key;
const box = (node: AnyStateNode) =>
  screen.getAllByRole("img", { name: new RegExp(`^${escapeRegExp(nameOf(node))}(,|$)`) });
const flowBox = (key: string) => {
  const node = (flow.states as Record<string, AnyStateNode>)[key];
  if (!node) throw new Error(`no state ${key}`);
  const found = box(node).find((element) => element.getAttribute("data-state") === `flow.${key}`);
  if (!found) throw new Error(`no box for flow.${key}`);
  return found;
};

function funnelActor(value: unknown): FlowsMessage[] {
  const tab = { id: "ab12", path: "/" };
  return [
    {
      kind: "inspection",
      tab,
      event: {
        type: "@xstate.actor",
        sessionId: "x:1",
        definition: JSON.stringify({ id: "leadFunnel" }),
        createdAt: "1",
      },
    },
    {
      kind: "inspection",
      tab,
      event: { type: "@xstate.snapshot", sessionId: "x:1", snapshot: { value }, createdAt: "2" },
    },
  ];
}

describe("the flow viewer", { timeout: 60_000 }, () => {
  it("draws every state of the lead funnel as a labelled box in an SVG", async () => {
    render(<FlowsApp store={new LiveStore()} live catalogues={[]} />);
    const diagram = await screen.findByRole(
      "group",
      { name: "Sơ đồ trạng thái của Đăng ký vay (lead funnel)" },
      { timeout: 45_000 },
    );
    expect(diagram.tagName.toLowerCase()).toBe("svg");
    for (const node of funnelStates) expect(box(node).length).toBeGreaterThan(0);
    expect(within(diagram).getAllByRole("img")).toHaveLength(funnelStates.length);
    expect(screen.getByText("chưa có danh mục đường đi")).toBeTruthy();
  });

  it("marks the states an app tab runs, and follows them as they change", async () => {
    if (!firstKey || !secondKey) throw new Error("the funnel has fewer than two steps");
    const store = new LiveStore();
    render(<FlowsApp store={store} live catalogues={[]} />);
    await screen.findByRole("group", { name: /Sơ đồ trạng thái/ }, { timeout: 45_000 });
    act(() => {
      for (const message of funnelActor({ flow: firstKey, score: "idle" })) store.receive(message);
    });
    expect(flowBox(firstKey).getAttribute("aria-label")).toContain("đang chạy");
    expect(screen.getByText(`Tab ab12 · /: flow.${firstKey} · score.idle`)).toBeTruthy();
    act(() => {
      store.receive({
        kind: "inspection",
        tab: { id: "ab12", path: "/" },
        event: { type: "@xstate.snapshot", sessionId: "x:1", snapshot: { value: { flow: secondKey } }, createdAt: "3" },
      });
    });
    expect(flowBox(secondKey).getAttribute("aria-label")).toContain("đang chạy");
    expect(flowBox(firstKey).getAttribute("aria-label")).not.toContain("đang chạy");
  });

  it("lists the events the tabs' actors received, with their payloads", async () => {
    const store = new LiveStore();
    render(<FlowsApp store={store} live catalogues={[]} />);
    act(() => {
      for (const message of funnelActor({ flow: firstKey })) store.receive(message);
      store.receive({
        kind: "inspection",
        tab: { id: "ab12", path: "/" },
        event: {
          type: "@xstate.event",
          sessionId: "x:1",
          event: { type: "phone.change", value: "09******78" },
          createdAt: "4",
        },
      });
    });
    const log = screen.getByRole("list", { name: "Nhật ký sự kiện" });
    expect(within(log).getByText("Nhập số điện thoại")).toBeTruthy();
    expect(within(log).getByText('{"value":"09******78"}')).toBeTruthy();
  });

  it("replays a QA path step by step with the keyboard", async () => {
    if (!firstKey || !secondKey) throw new Error("the funnel has fewer than two steps");
    const catalogue: PathCatalogue = {
      machine: "lead-funnel",
      paths: [
        {
          title: "Hai bước đầu",
          steps: [
            { state: `flow.${firstKey}`, event: { type: "amount.confirmed" } },
            { state: `flow.${secondKey}`, event: null },
          ],
        },
      ],
    };
    const user = userEvent.setup();
    render(<FlowsApp store={new LiveStore()} live={false} catalogues={[catalogue]} />);
    await screen.findByRole("group", { name: /Sơ đồ trạng thái/ }, { timeout: 45_000 });
    await user.selectOptions(screen.getByRole("combobox", { name: "Đường đi" }), "Hai bước đầu");
    const first = (flow.states as Record<string, AnyStateNode>)[firstKey];
    const second = (flow.states as Record<string, AnyStateNode>)[secondKey];
    if (!first || !second) throw new Error("no first steps");
    expect(screen.getByText(`Bước 1/2: ${nameOf(first)}`, { exact: false })).toBeTruthy();
    expect(flowBox(firstKey).getAttribute("aria-label")).toContain("bước đang phát lại");
    expect(screen.getByRole("button", { name: "Bước trước" })).toHaveProperty("disabled", true);
    screen.getByRole("button", { name: "Bước sau" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText(`Bước 2/2: ${nameOf(second)}`, { exact: false })).toBeTruthy();
    expect(flowBox(secondKey).getAttribute("aria-label")).toContain("bước đang phát lại");
    expect(flowBox(firstKey).getAttribute("aria-label")).not.toContain("bước đang phát lại");
    expect(screen.getByRole("button", { name: "Bước sau" })).toHaveProperty("disabled", true);
  });
});
