import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InspectionEvent } from "xstate";

const SRC = resolve(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of each call `name(...)` in the source, balanced parentheses. */
function calls(source: string, name: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`\\b${name}\\(`, "g");
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let depth = 0;
    let end = match.index + name.length;
    for (; end < source.length; end += 1) {
      if (source[end] === "(") depth += 1;
      if (source[end] === ")") depth -= 1;
      if (depth === 0) break;
    }
    found.push(source.slice(match.index, end + 1));
  }
  return found;
}

const fakeEvent = (n: number) => ({ type: "@xstate.event", n }) as unknown as InspectionEvent;

async function freshSink(search: string) {
  vi.resetModules();
  window.history.replaceState(null, "", `/${search}`);
  return import("../../src/state/inspection");
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("the inspection sink", () => {
  it("does nothing while inspection is off", async () => {
    const sink = await freshSink("");
    sink.inspect(fakeEvent(1));
    const received: unknown[] = [];
    sink.connectInspection((event) => received.push(event));
    expect(received).toEqual([]);
    expect(sink.inspectionOn()).toBe(false);
  });

  it("with ?inspect=1 keeps the events until the bridge connects, then hands them over in order", async () => {
    const sink = await freshSink("?inspect=1");
    sink.inspect(fakeEvent(1));
    sink.inspect(fakeEvent(2));
    const received: unknown[] = [];
    sink.connectInspection((event) => received.push(event));
    sink.inspect(fakeEvent(3));
    expect(received).toEqual([fakeEvent(1), fakeEvent(2), fakeEvent(3)]);
    expect(window.sessionStorage.getItem("inspect")).toBe("1");
  });

  it("remembers the choice for the tab, and ?inspect=0 forgets it", async () => {
    window.sessionStorage.setItem("inspect", "1");
    expect((await freshSink("")).inspectionOn()).toBe(true);
    expect((await freshSink("?inspect=0")).inspectionOn()).toBe(false);
    expect(window.sessionStorage.getItem("inspect")).toBeNull();
  });
});

describe("every actor the app starts", () => {
  it("is created with the inspect option (a snapshot-only actor that never starts excepted)", () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, "utf8");
      for (const name of ["createActor", "useActorRef", "useMachine"]) {
        for (const call of calls(source, name)) {
          seen += 1;
          const after = source.slice(source.indexOf(call) + call.length, source.indexOf(call) + call.length + 40);
          if (call.includes("inspect") || after.startsWith(".getSnapshot()")) continue;
          missing.push(`${relative(SRC, file)}: ${call.replace(/\s+/g, " ")}`);
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(6);
    expect(missing).toEqual([]);
  });
});
