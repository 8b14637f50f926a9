#!/usr/bin/env node
// The engine journeys (tests/e2e/engines-*.test.ts) drive Debian's WebKitGTK (WebKitWebDriver and
// MiniBrowser under Xvfb) and Firefox ESR: no browser download, ever. If one is missing, install the
// Debian packages where we can (Debian, root): one `apt-get update`, then only what is missing.
// Otherwise stop with one clear line saying how. Usable as a script and as a module.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** Where the engines live on Debian 12 (amd64); each can be overridden by its environment variable. */
export const ENGINE_PATHS = {
  webKitWebDriver: process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver",
  miniBrowser: process.env.WEBKIT_MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  xvfb: process.env.XVFB_PATH ?? "/usr/bin/Xvfb",
  firefox: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
};

/** The Debian package that brings each program. */
const PACKAGES = {
  webKitWebDriver: "webkit2gtk-driver",
  miniBrowser: "webkit2gtk-driver",
  xvfb: "xvfb",
  firefox: "firefox-esr",
};

function missingPackages() {
  const missing = Object.entries(ENGINE_PATHS)
    .filter(([, path]) => !existsSync(path))
    .map(([name]) => PACKAGES[name]);
  return [...new Set(missing)];
}

/** Returns "" when every engine is there (installing what it can), otherwise what to do. */
export function ensureEngines() {
  const missing = missingPackages();
  if (missing.length === 0) return "";
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`Browser engines missing: installing Debian's ${missing.join(", ")} (apt-get)…`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, {
        stdio: "inherit",
      });
    } catch {
      return `Could not install ${missing.join(", ")} with apt-get; install them with: apt-get install -y ${missing.join(" ")}`;
    }
    const still = missingPackages();
    if (still.length === 0) return "";
    return `Still missing after apt-get: ${still.join(", ")} (check ${JSON.stringify(ENGINE_PATHS)}).`;
  }
  return `Browser engines not found (${missing.join(", ")}): install them (Debian: sudo apt-get install -y ${missing.join(" ")}) or set WEBKIT_WEBDRIVER_PATH, WEBKIT_MINIBROWSER_PATH, XVFB_PATH, FIREFOX_PATH.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problem = ensureEngines();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
