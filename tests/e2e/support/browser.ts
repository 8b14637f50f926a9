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

type WaitUntil = NonNullable<Parameters<Page["goto"]>[1]>["waitUntil"];

/**
 * A prerendered page paints before its app is fetched (decision 019), so its "load" can come before
 * the app listens to input. After a navigation that waits for "load" or "networkidle", this waits
 * too until the app has started (#root[data-started], src/app/main.tsx): what a visitor sees once
 * the page responds, and what the tests then click. A page without the boot script is not waited for.
 */
function waitingForTheApp(page: Page): Page {
  const started = () =>
    page.waitForFunction(
      () => !document.querySelector("script[data-app]") || document.getElementById("root")?.dataset.started === "",
    );
  const after = async (waitUntil: WaitUntil) => {
    if ((waitUntil ?? "load") === "load" || waitUntil === "networkidle") await started();
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await after(options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await after(options?.waitUntil);
    return response;
  };
  return page;
}

/**
 * Debian's Chromium through playwright-core: no browser download, ever. Its pages wait for the app
 * after goto and reload (waitingForTheApp), unless JavaScript is off.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitingForTheApp(await newPage());
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    return options?.javaScriptEnabled === false ? page : waitingForTheApp(page);
  };
  return browser;
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
