import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InspectionEvent } from "xstate";

/**
 * Issue 30: ?inspect=1 switched inspection on for anyone, production too. Now the app asks the
 * server (GET /api/flows/access) and, when the answer is no, loads nothing of the inspector, keeps
 * no event and forgets the switch.
 */

const bridge = vi.hoisted(() => ({ startBridge: vi.fn(), mountInspectPanel: vi.fn(), allowed: vi.fn() }));
vi.mock("../../src/flows/bridge/start-bridge", () => ({ startBridge: bridge.startBridge }));
vi.mock("../../src/flows/bridge/inspect-panel", () => ({ mountInspectPanel: bridge.mountInspectPanel }));
// The server's answer (GET /api/flows/access, tests/server/flow-viewer-access.test.ts).
vi.mock("../../src/api/flows", () => ({ flowViewerAllowed: bridge.allowed }));

function serverSays(allowed: boolean) {
  bridge.allowed.mockResolvedValue(allowed);
}

async function freshApp(search: string) {
  vi.resetModules();
  window.history.replaceState(null, "", `/${search}`);
  const sink = await import("../../src/state/inspection");
  const inspector = await import("../../src/app/inspector");
  return { sink, inspector };
}

const fakeEvent = { type: "@xstate.event" } as unknown as InspectionEvent;

beforeEach(() => {
  bridge.startBridge.mockClear();
  bridge.mountInspectPanel.mockClear();
  bridge.allowed.mockReset();
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("?inspect=1 in the app", () => {
  it("does nothing when the server does not allow inspection", async () => {
    serverSays(false);
    const { sink, inspector } = await freshApp("?inspect=1");
    sink.inspect(fakeEvent);
    await inspector.startInspectorIfRequested();
    expect(bridge.allowed).toHaveBeenCalledOnce();
    expect(bridge.startBridge).not.toHaveBeenCalled();
    expect(bridge.mountInspectPanel).not.toHaveBeenCalled();
    sink.inspect(fakeEvent);
    const received: unknown[] = [];
    sink.connectInspection((event) => received.push(event));
    expect(received).toEqual([]);
    expect(sink.inspectionOn()).toBe(false);
    expect(window.sessionStorage.getItem("inspect")).toBeNull();
  });

  it("starts the bridge and the panel when the server allows it", async () => {
    serverSays(true);
    const { inspector } = await freshApp("?inspect=1");
    await inspector.startInspectorIfRequested();
    expect(bridge.startBridge).toHaveBeenCalledOnce();
    expect(bridge.mountInspectPanel).toHaveBeenCalledOnce();
  });

  it("does not even ask the server without ?inspect=1", async () => {
    serverSays(true);
    const { inspector } = await freshApp("");
    await inspector.startInspectorIfRequested();
    expect(bridge.allowed).not.toHaveBeenCalled();
    expect(bridge.startBridge).not.toHaveBeenCalled();
  });
});
