import puppeteer, { type ElementHandle, type Page } from "puppeteer-core";
import { ENGINE_PATHS } from "../../../scripts/ensure-engines.mjs";
import { appStarted, type Engine, type EnginePage, PHONE_VIEWPORT, pageSummary, until } from "./engine";
import { countScript, describeQuery, findOneScript, type Query, toWire } from "./page-query";

/**
 * Firefox: Debian's firefox-esr, headless, driven by puppeteer-core 24 over WebDriver BiDi
 * (TOOLCHAIN.md "Verified for the third round"). Clicks and keys are BiDi input actions at the
 * element's centre after puppeteer scrolls it into view.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: ENGINE_PATHS.firefox,
    headless: true,
    protocolTimeout: 120_000,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE_VIEWPORT);
    return { name: "firefox", page: firefoxPage(page), close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function firefoxPage(page: Page): EnginePage {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));

  const find = async (query: Query): Promise<ElementHandle<Element> | undefined> => {
    const handle = await page.evaluateHandle(findOneScript, toWire(query));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (element) return element;
    await handle.dispose();
    return undefined;
  };
  const found = (query: Query) => until(() => find(query), describeQuery(query));
  const started = () => until(() => page.evaluate(appStarted), "the app to start");
  return {
    engine: "firefox",
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
      await started();
    },
    reload: async () => {
      await page.reload({ waitUntil: "load" });
      await started();
    },
    url: async () => page.url(),
    waitFor: async (query, timeoutMs) => {
      try {
        await until(() => find(query).then((element) => element ?? undefined), describeQuery(query), timeoutMs);
      } catch (error) {
        throw new Error(`${String(error)}; the page shows: ${await page.evaluate(pageSummary)}`);
      }
    },
    count: async (query) => (await page.evaluate(countScript, toWire(query))) as number,
    click: async (query) => {
      await (await found(query)).click();
    },
    fill: async (query, text) => {
      const element = await found(query);
      await element.click();
      await element.evaluate((field) => (field as HTMLInputElement).select());
      await page.keyboard.type(text);
    },
    keys: async (text) => {
      if (text === "Enter" || text === "ArrowRight") await page.keyboard.press(text);
      else await page.keyboard.type(text);
    },
    attribute: async (query, name) =>
      (await found(query)).evaluate((element, name) => element.getAttribute(name), name),
    evaluate: (fn) => page.evaluate(fn),
    cookies: async () =>
      (await page.browser().cookies()).map((cookie) => ({
        name: cookie.name,
        value: cookie.value,
        httpOnly: cookie.httpOnly,
        secure: cookie.secure,
      })),
    reset: async () => {
      await page.browser().deleteCookie(...(await page.browser().cookies()));
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    },
    errors: () => [...errors],
  };
}
