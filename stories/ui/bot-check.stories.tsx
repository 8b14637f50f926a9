import type { Meta, StoryObj } from "@storybook/react-vite";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AltchaBotCheck } from "../../src/ui/altcha-bot-check";
import type { ChallengeFetcher } from "../../src/ui/challenge-fetcher";
import { ChallengeFetcherContext } from "../../src/ui/challenge-fetcher";

/**
 * The real ALTCHA widget in our look (issue 33: its box was invisible until ticked). The challenge is
 * made in the browser with a story key (a tiny counter), as the server's GET /api/captcha/challenge would.
 */
const fetchChallenge: ChallengeFetcher = async () => {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: 50,
    deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    hmacSignatureSecret: "story-key",
  });
  return new Response(JSON.stringify(challenge), { headers: { "content-type": "application/json" } });
};

function Widget() {
  return (
    <ChallengeFetcherContext.Provider value={fetchChallenge}>
      <div className="container">
        <div className="field">
          <AltchaBotCheck verified={false} onVerify={() => {}} onExpire={() => {}} />
        </div>
      </div>
    </ChallengeFetcherContext.Provider>
  );
}

const meta = { title: "Thành phần/Kiểm tra chống robot", component: Widget } satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    const input = canvasElement.querySelector<HTMLInputElement>("altcha-widget .altcha-checkbox input");
    if (!input) throw new Error("no ALTCHA checkbox yet");
    return input;
  });
const stateOf = (canvasElement: HTMLElement) => canvasElement.querySelector(".altcha")?.getAttribute("data-state");

/** Before any tap: a 24 px white box with a dark 2 px border, next to its label. */
export const Unticked: Story = {
  play: async ({ canvasElement }) => {
    const input = await box(canvasElement);
    const style = getComputedStyle(input);
    await expect(input.getBoundingClientRect().width).toBe(24);
    await expect(input.getBoundingClientRect().height).toBe(24);
    await expect(style.borderTopWidth).toBe("2px");
    await expect(style.borderTopColor).toBe("rgb(85, 98, 116)");
    await expect(style.backgroundColor).toBe("rgb(255, 255, 255)");
    await expect(style.opacity).toBe("1");
    await expect(within(canvasElement).getByText("Tôi không phải là robot")).toBeVisible();
  },
};

/** Focused from the keyboard: a 3 px ring in the brand colour. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = await box(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const style = getComputedStyle(input);
    await expect(style.outlineStyle).toBe("solid");
    await expect(style.outlineWidth).toBe("3px");
  },
};

/** The widget's own states (its solver runs in a worker this story does not start): set through its API. */
const setWidgetState = (canvasElement: HTMLElement, state: string) => {
  const widget = canvasElement.querySelector("altcha-widget") as
    | (HTMLElement & { setState?: (s: string) => void })
    | null;
  widget?.setState?.(state);
};

/** Verifying: the widget's spinner in the box's place, and its "Đang xác minh" text. */
export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    await box(canvasElement);
    setWidgetState(canvasElement, "verifying");
    await waitFor(() => expect(stateOf(canvasElement)).toBe("verifying"));
    await waitFor(() =>
      expect(canvasElement.querySelector(".altcha-checkbox")?.getAttribute("data-loading")).toBe("true"),
    );
  },
};

/** Verified: the box turns green with its tick. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const input = await box(canvasElement);
    setWidgetState(canvasElement, "verified");
    await waitFor(() => expect(stateOf(canvasElement)).toBe("verified"));
    await waitFor(() => expect(getComputedStyle(input).backgroundColor).toBe("rgb(21, 128, 61)"));
  },
};

/** Error (or expired): a red border on the box, to tick again. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const input = await box(canvasElement);
    setWidgetState(canvasElement, "error");
    await waitFor(() => expect(stateOf(canvasElement)).toBe("error"));
    await expect(getComputedStyle(input).borderTopColor).toBe("rgb(220, 38, 38)");
  },
};
