import { describe, expect, it } from "vitest";
import { catalogueFor, readCatalogues, stepValue } from "../../src/flows/viewer/path-catalogue";

describe("the QA path catalogue of the flow viewer", () => {
  const good = {
    machine: "lead-funnel",
    paths: [{ title: "Đi tới bước liên hệ", steps: [{ state: "flow.amount", event: { type: "amount.confirmed" } }] }],
  };

  it("keeps the files of the documented shape and skips the others", () => {
    const catalogues = readCatalogues({
      "docs/paths/lead-funnel.json": good,
      "docs/paths/broken.json": { machine: "otp", paths: [{ title: "x", steps: [{ event: null }] }] },
      "docs/paths/other.json": [1, 2, 3],
    });
    expect(catalogues).toEqual([good]);
  });

  it("finds a machine's catalogue by folder name or by machine id", () => {
    const byId = { ...good, machine: "leadFunnel" };
    expect(catalogueFor([good], "lead-funnel", "leadFunnel")).toBe(good);
    expect(catalogueFor([byId], "lead-funnel", "leadFunnel")).toBe(byId);
    expect(catalogueFor([good], "otp", "otp")).toBeUndefined();
  });

  it("reads a step's state as dotted, several dotted, or JSON", () => {
    expect(stepValue("flow.contact.editing")).toBe("flow.contact.editing");
    expect(stepValue("flow.contact.editing, score.idle")).toEqual(["flow.contact.editing", "score.idle"]);
    expect(stepValue('{"flow":"amount","score":"idle"}')).toEqual({ flow: "amount", score: "idle" });
  });
});
