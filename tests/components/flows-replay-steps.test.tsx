import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LiveStore } from "../../src/flows/live/live-store";
import { FlowsApp } from "../../src/flows/viewer/flows-app";
import { type PathCatalogue, readCatalogues } from "../../src/flows/viewer/path-catalogue";
import { vi_flows_po } from "../../src/i18n/vi-flows-po";

/**
 * Replaying a QA path of docs/paths/lead-funnel.json step by step: at step i the canvas
 * highlights step i's states and "Sự kiện tiếp theo" names the event of step i + 1 (a step's
 * `event` is the one that led INTO it); only the last step says "Hết đường đi.".
 */
const [catalogue] = readCatalogues({
  "lead-funnel.json": JSON.parse(readFileSync(resolve("docs/paths/lead-funnel.json"), "utf8")) as unknown,
});
const words = vi_flows_po["lead-funnel"];

/** A path through several screens, whose events are all clicks or choices the catalogue names. */
function walkingPath(found: PathCatalogue | undefined) {
  const path = found?.paths.find(
    (candidate) =>
      candidate.steps.length >= 6 &&
      new Set(candidate.steps.map((step) => step.state)).size >= 4 &&
      candidate.steps.slice(1).every((step) => step.event && words?.events[step.event.type]),
  );
  if (!path) throw new Error("no walking path in docs/paths/lead-funnel.json");
  return path;
}

/** The leaf states a catalogue step names ("flow.contact.editing, score.idle"), read from the JSON itself. */
const leavesOf = (state: string) => state.split(/\s*,\s*/).sort();

describe("path replay in the flow viewer", { timeout: 120_000 }, () => {
  it("highlights each step's state and names the event that comes next, to the end of the path", async () => {
    const path = walkingPath(catalogue);
    const user = userEvent.setup();
    render(<FlowsApp store={new LiveStore()} live={false} catalogues={catalogue ? [catalogue] : []} />);
    await screen.findByRole("group", { name: /Sơ đồ trạng thái/ }, { timeout: 60_000 });
    await user.selectOptions(screen.getByRole("combobox", { name: "Đường đi" }), path.title);
    const count = path.steps.length;
    for (const [index, step] of path.steps.entries()) {
      const replay = within(screen.getByRole("region", { name: "Phát lại đường đi của QA" }));
      expect(replay.getByRole("status").textContent).toContain(`Bước ${index + 1}/${count}`);
      const highlighted = [...document.querySelectorAll("svg g.flows-state.replayed.atomic > g[data-state]")]
        .map((box) => box.getAttribute("data-state") ?? "")
        .sort();
      expect(highlighted).toEqual(leavesOf(step.state));
      const next = screen.getByTestId("flows-next-event").textContent ?? "";
      const following = path.steps[index + 1]?.event;
      if (following) {
        expect(next).toContain(`Sự kiện tiếp theo: ${words?.events[following.type]}`);
        expect(next).not.toContain("Hết đường đi.");
      } else expect(next).toBe("Hết đường đi.");
      if (index < count - 1) await user.click(screen.getByRole("button", { name: "Bước sau" }));
    }
    expect(screen.getByRole("button", { name: "Bước sau" })).toHaveProperty("disabled", true);
  });
});
