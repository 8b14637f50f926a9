import { type Browser, chromium, type Page } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium through playwright-core: no browser download, ever. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Collects console errors and CSP violations of a page. */
export function watchPage(page: Page): { errors: string[]; cspViolations: string[] } {
  const errors: string[] = [];
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) cspViolations.push(text);
    else errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { errors, cspViolations };
}
