import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { remote } from "webdriverio";
import { ENGINE_PATHS } from "../../../scripts/ensure-engines.mjs";
import { appStarted, type Engine, type EnginePage, PHONE_VIEWPORT, pageSummary, until } from "./engine";
import { countScript, describeQuery, findOneScript, type Query, toWire } from "./page-query";
import { freePort } from "./server";

/**
 * Safari's engine: Debian's WebKitGTK MiniBrowser in automation mode, under its own Xvfb display,
 * through WebKitWebDriver and webdriverio 9 over WebDriver classic (TOOLCHAIN.md "Verified for the
 * third round"). WebDriver's element click scrolls the element to the bottom edge when needed and
 * refuses it when something else would receive the click ("element click intercepted").
 */
const paths = ENGINE_PATHS;

/**
 * MiniBrowser's toolbar makes its window at least 447 px wide. A GTK stylesheet of its own shrinks
 * the toolbar (never the page: web content does not use GTK styles) so the page gets 390 CSS px.
 */
const GTK_CSS = `toolbar, toolbar *, headerbar, headerbar *, entry, button, image {
  padding: 0; margin: 0; min-width: 0; min-height: 0; font-size: 2px; -gtk-icon-transform: scale(0.1);
}`;

type Browser = Awaited<ReturnType<typeof remote>>;

function readDisplay(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    stream.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.trim());
    });
    stream.once("error", reject);
  });
}

const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

export async function launchWebKit(): Promise<Engine> {
  const home = mkdtempSync(join(tmpdir(), "vay-webkit-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(join(home, "gtk-3.0", "gtk.css"), GTK_CSS);
  // -displayfd: Xvfb picks a free display and writes its number on fd 3.
  const xvfb = spawn(paths.xvfb, ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  let driver: ChildProcess | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.deleteSession().catch(() => undefined);
    await stop(driver);
    await stop(xvfb);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const display = await readDisplay(xvfb.stdio[3] as Readable);
    const port = await freePort();
    driver = spawn(paths.webKitWebDriver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: home },
      stdio: "ignore",
    });
    await until(async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, "WebKitWebDriver to listen", 30_000);
    browser = await remote({
      hostname: "127.0.0.1",
      port,
      path: "/",
      logLevel: "error",
      connectionRetryTimeout: 120_000,
      capabilities: {
        "wdio:enforceWebDriverClassic": true,
        // the journeys reach the server through a self-signed HTTPS front (https-front.ts)
        acceptInsecureCerts: true,
        "webkitgtk:browserOptions": { binary: paths.miniBrowser, args: ["--automation"] },
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    return { name: "webkit", page: webKitPage(browser), close };
  } catch (error) {
    await close();
    throw error;
  }
}

function webKitPage(browser: Browser): EnginePage {
  const find = async (query: Query) => {
    // an element reference, which webdriverio types as the page's element
    const reference = (await browser.execute(findOneScript, toWire(query))) as HTMLElement | null;
    return reference ? browser.$(reference) : null;
  };
  const found = async (query: Query) =>
    until(() => find(query).then((element) => element ?? undefined), describeQuery(query));
  const started = () => until(() => browser.execute(appStarted), "the app to start");
  return {
    engine: "webkit",
    goto: async (url) => {
      await browser.url(url);
      await started();
    },
    reload: async () => {
      await browser.refresh();
      await started();
    },
    url: () => browser.getUrl(),
    waitFor: async (query, timeoutMs) => {
      try {
        await until(() => find(query).then((element) => element ?? undefined), describeQuery(query), timeoutMs);
      } catch (error) {
        throw new Error(`${String(error)}; the page shows: ${await browser.execute(pageSummary)}`);
      }
    },
    count: async (query) => (await browser.execute(countScript, toWire(query))) as number,
    click: async (query) => {
      const element = await found(query);
      try {
        await element.click();
      } catch (error) {
        // say what was clicked and what was on top of it
        const onTop = await browser.execute(
          (target: HTMLElement) => {
            const box = target.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return `${top?.tagName ?? "nothing"}.${top?.className ?? ""} at y=${Math.round(box.y)} of ${innerHeight}`;
          },
          element as unknown as HTMLElement,
        );
        throw new Error(`clicking ${describeQuery(query)}: ${String(error)} (on top: ${onTop})`);
      }
    },
    fill: async (query, text) => {
      const element = await found(query);
      await element.click();
      await browser.execute((field: HTMLInputElement) => field.select(), element as unknown as HTMLInputElement);
      // Element Send Keys: WebKitGTK's key actions (browser.keys) drop a repeated character ("00" → "0")
      await element.addValue(text);
    },
    keys: async (text) => {
      const named: Record<string, string> = { Enter: "\uE007", ArrowRight: "\uE014" };
      if (named[text]) return browser.keys(named[text]);
      // one action sequence per character: within one, WebKitGTK drops a repeated character
      for (const character of text) await browser.keys(character);
    },
    attribute: async (query, name) => (await found(query)).getAttribute(name),
    evaluate: <T>(fn: () => T) => browser.execute(fn) as unknown as Promise<T>,
    cookies: async () =>
      (await browser.getCookies()).map((cookie) => ({
        name: cookie.name,
        value: cookie.value,
        httpOnly: cookie.httpOnly,
        secure: cookie.secure,
      })),
    reset: async () => {
      await browser.deleteCookies();
      await browser.execute(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    },
    // WebDriver classic has no console log for WebKitGTK.
    errors: () => [],
  };
}
