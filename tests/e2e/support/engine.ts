import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Query } from "./page-query";

/**
 * One browser engine other than Chromium, driven the way its own automation protocol allows (WebKit
 * over WebDriver classic, Firefox over WebDriver BiDi), behind the few actions a visitor's journey
 * needs. Elements are found by role, label or text (page-query.ts) and then clicked and typed into
 * with the engine's native input: a covered button fails as it would for a finger.
 */
export type EngineName = "webkit" | "firefox";

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens the URL and waits until the app has started (#root[data-started], as support/browser.ts). */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Waits until a visible element matches. */
  waitFor(query: Query, timeoutMs?: number): Promise<void>;
  count(query: Query): Promise<number>;
  click(query: Query): Promise<void>;
  /** Clicks the field, selects what it holds and types the text over it. */
  fill(query: Query, text: string): Promise<void>;
  /** Keys to the focused element: text, or "Enter" / "ArrowRight". */
  keys(text: string): Promise<void>;
  attribute(query: Query, name: string): Promise<string | null>;
  /** Runs a self-contained function in the page (no closure: its source is sent). */
  evaluate<T>(fn: () => T): Promise<T>;
  /** Cookies of the current page's site, with their flags, as the engine stores them. */
  cookies(): Promise<Array<{ name: string; value: string; httpOnly?: boolean; secure?: boolean }>>;
  /** Forgets cookies and storage of the current site (between journeys). */
  reset(): Promise<void>;
  /** Console errors and uncaught exceptions seen so far, where the protocol reports them. */
  errors(): string[];
}

export interface Engine {
  readonly name: EngineName;
  readonly page: EnginePage;
  close(): Promise<void>;
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Polls until `check` returns a value other than undefined/false, or fails with `what`. */
export async function until<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${String(last)})` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the page shows, for a failure message: its main text, shortened. */
export function pageSummary(): string {
  return (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 400);
}

/** True once the app has started (src/app/main.tsx sets #root[data-started]), or a page without it. */
export function appStarted(): boolean {
  return !document.querySelector("script[data-app]") || document.getElementById("root")?.dataset.started === "";
}

/** axe-core from node_modules (never the network), with the rule sets of a11y.test.ts. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export const AXE_RUN = `
const axe = window.axe;
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const rules = ["landmark-no-duplicate-main", "landmark-main-is-top-level", "landmark-one-main", "landmark-unique",
  "label-content-name-mismatch"];
// one run at a time: axe refuses a second run while one is going
return axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }).then((wcag) =>
  axe.run(document, { runOnly: { type: "rule", values: rules }, resultTypes: ["violations"] }).then((extra) => [wcag, extra]),
).then(([wcag, extra]) => {
  const seen = new Set(wcag.violations.map((v) => v.id));
  return [...wcag.violations, ...extra.violations.filter((v) => !seen.has(v.id))].map(
    (v) => v.id + ": " + JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target)),
  );
});`;
