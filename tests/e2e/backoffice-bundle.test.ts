import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Nothing of the back-office in what a visitor downloads (issue 31): the chunks the built entry
 * loads by static imports (index.html's scripts and preloads, then every `import … from "./x.js"`
 * of those, transitively; `import("./x.js")` is lazy and not followed) hold none of the screens,
 * the staff client, @simplewebauthn/browser or @tanstack/react-table. The global setup builds dist.
 */
const DIST = join(process.cwd(), "dist");
const ASSETS = join(DIST, "assets");

/** What only the back-office's modules contain (minified code keeps strings and property names). */
const MARKERS = [
  "/quan-tri/sign-in/passkey/options", // the staff contract (features/backoffice/passkey.ts)
  "/quan-tri/staff/invite", // the staff screen
  "bo-shell", // the back-office frame's markup
  "PublicKeyCredential", // @simplewebauthn/browser
  "getHeaderGroups", // @tanstack/react-table
  "Đăng nhập trang quản trị", // the back-office's texts
];

function entryChunks(): Set<string> {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const start = [...html.matchAll(/(?:src|href|data-app)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1] as string);
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(ASSETS, name), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) queue.push(m[1] as string);
  }
  return seen;
}

describe("the visitor's bundle", () => {
  it("has a built entry to read", () => {
    expect(existsSync(join(DIST, "index.html"))).toBe(true);
    expect(entryChunks().size).toBeGreaterThan(0);
  });

  it("carries nothing of the back-office: every marker is only in lazy chunks", () => {
    const chunks = entryChunks();
    const found: string[] = [];
    for (const name of chunks) {
      const code = readFileSync(join(ASSETS, name), "utf8");
      for (const marker of MARKERS) if (code.includes(marker)) found.push(`${name}: ${marker}`);
    }
    expect(found).toEqual([]);
  });

  it("the markers do exist in the build (the test would see them if they leaked)", () => {
    const all = readdirSync(ASSETS)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(ASSETS, name), "utf8"))
      .join("\n");
    for (const marker of MARKERS) expect(all, marker).toContain(marker);
  });

  it("no back-office path is prerendered", () => {
    const prerendered = join(DIST, "prerendered");
    const names = existsSync(prerendered) ? readdirSync(prerendered) : [];
    expect(names.filter((name) => name.startsWith("quan-tri"))).toEqual([]);
  });
});
