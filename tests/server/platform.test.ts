import { describe, expect, it } from "vitest";

// The project brings its own runtime (the `node` devDependency): every npm script, and so
// every test, runs on Node 24 LTS even on a machine whose own Node is older.
describe("runtime", () => {
  it("is Node 24 or newer", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(24);
  });
});
