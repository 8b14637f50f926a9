import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import { collectStateStories, STATE_STORIES_FILE, stateStoriesModule } from "../../scripts/flows/state-stories";
import { machineGraph } from "../../src/flows/graph/machine-graph";
import { StatePanel } from "../../src/flows/viewer/state-panel";

/** Issue 34: the side panel lists the stories of the state a product owner selected, as links into Storybook. */
describe("the flow viewer's stories of a state", () => {
  it("is generated from the stories as they are now (npx tsx scripts/flows/state-stories.ts)", () => {
    expect(readFileSync(STATE_STORIES_FILE, "utf8")).toBe(stateStoriesModule(collectStateStories()));
  });

  it("links step 1's story, by the id Storybook gives it, from the state 'amount'", () => {
    const graph = machineGraph(leadFunnelMachine, "lead-funnel");
    render(<StatePanel graph={graph} selected="leadFunnel.flow.amount" onSelect={() => {}} />);
    const list = screen.getByRole("region", { name: "Câu chuyện trong Storybook" });
    const link = within(list).getByRole("link", { name: "Vay tiêu dùng › Bước 1–4 › Step 1 Loan Need" });
    expect(link.getAttribute("href")).toBe(
      "http://localhost:6006/?path=/story/vay-tiêu-dùng-bước-1-4--step-1-loan-need",
    );
  });

  it("lists the stories of the states inside a compound state, and says so when there are none", () => {
    const graph = machineGraph(leadFunnelMachine, "lead-funnel");
    const { unmount } = render(<StatePanel graph={graph} selected="leadFunnel.flow.contact" onSelect={() => {}} />);
    const list = screen.getByRole("region", { name: "Câu chuyện trong Storybook" });
    expect(within(list).getByRole("link", { name: /Step 2 Empty$/ })).toBeTruthy();
    unmount();
    // The score's request runs beside the screens: no story rests in it.
    render(<StatePanel graph={graph} selected="leadFunnel.score.requesting" onSelect={() => {}} />);
    const none = screen.getByRole("region", { name: "Câu chuyện trong Storybook" });
    expect(within(none).queryAllByRole("link")).toHaveLength(0);
    expect(within(none).getByText("Chưa có câu chuyện nào dừng ở trạng thái này.")).toBeTruthy();
  });
});
