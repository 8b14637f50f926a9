import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, ConfigError, flowsViewerOn, loadConfig } from "../../server/config";
import { startStaffSession } from "../../server/services/staff/staff-sessions";
import { staffApiToken } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 30: the flow viewer shipped to every visitor in production (`/__flows?inspect=1` served, the
 * page allowed to frame stately.ai, `?inspect=1` switched inspection on in the app). Now the server
 * decides: FLOWS_VIEWER off (the production default) serves nothing of it; on in production, only a
 * signed-in back-office staff member (the __Host-staff session, any role; issue 31) gets it, and
 * anyone else a Vietnamese page that sends them to /quan-tri/dang-nhap. There is no ADMIN_TOKEN
 * sign-in any more.
 */

const SHELL = '<!doctype html><html lang="vi"><head><title>Vay</title></head><body><div id="root"></div></body></html>';
const VIEWER = "/__flows?inspect=1";

let staticDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), "vay-flows-access-"));
  writeFileSync(join(staticDir, "index.html"), SHELL);
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

async function appWith(overrides: Partial<Config>): Promise<TestApp> {
  return createTestApp("pglite", { staticDir, ...overrides });
}

const csp = (res: Response) => res.headers.get("content-security-policy") ?? "";
const allowed = async (t: TestApp, headers: Record<string, string> = {}) =>
  ((await (await t.request("/api/flows/access", { headers })).json()) as { data: { allowed: boolean } }).data.allowed;

/** A signed-in staff member of `role`: the cookie header of a fresh session. */
async function staffCookie(t: TestApp, role: "editor" | "operator", email: string): Promise<{ cookie: string }> {
  const { staffId } = await staffApiToken(t, role, email);
  const session = await startStaffSession(t.database.db, t.clock.now(), staffId, "passkey");
  return { cookie: `__Host-staff=${session.token}` };
}

describe("FLOWS_VIEWER", () => {
  it("is off in production unless set, on in development and test", () => {
    expect(flowsViewerOn({}, true)).toBe(false);
    expect(flowsViewerOn({ FLOWS_VIEWER: "on" }, true)).toBe(true);
    expect(flowsViewerOn({}, false)).toBe(true);
    expect(flowsViewerOn({ FLOWS_VIEWER: "off" }, false)).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).flowsViewer).toBe(true);
    expect(() => loadConfig({ FLOWS_VIEWER: "yes" })).toThrow(ConfigError);
    expect(() => loadConfig({ FLOWS_VIEWER: "yes" })).toThrow(/^Invalid configuration: FLOWS_VIEWER /);
  });
});

describe("production with the flow viewer off (the default)", () => {
  let t: TestApp;
  let staff: { cookie: string };
  beforeAll(async () => {
    t = await appWith({ nodeEnv: "production", flowsViewer: false });
    staff = await staffCookie(t, "operator", "off@vay.test");
  });
  afterAll(() => t.close());

  it("answers 404 at /__flows, not the app, even to staff, and frames nothing", async () => {
    for (const headers of [{}, staff]) {
      const res = await t.request(VIEWER, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
      expect(csp(res)).not.toContain("stately.ai");
    }
  });

  it("tells the app that inspection is not allowed, and no page may frame stately.ai", async () => {
    expect(await allowed(t)).toBe(false);
    expect(await allowed(t, staff)).toBe(false);
    const home = await t.request("/?inspect=1");
    expect(home.status).toBe(200);
    expect(csp(home)).not.toContain("stately.ai");
  });
});

describe("production with FLOWS_VIEWER=on: signed-in staff only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ nodeEnv: "production", flowsViewer: true });
  });
  afterAll(() => t.close());

  it("shows a visitor a Vietnamese page that links to the back-office sign-in, not the viewer", async () => {
    for (const path of [VIEWER, "/__flows"]) {
      const res = await t.request(path);
      expect(res.status).toBe(403);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(csp(res)).not.toContain("stately.ai");
      const html = await res.text();
      expect(html).not.toContain('<div id="root">');
      expect(html).toContain("<h1>Trình theo dõi luồng chỉ dành cho nhân viên</h1>");
      expect(html).toContain('<a href="/quan-tri/dang-nhap">Đăng nhập trang quản trị</a>');
      expect(html).not.toContain("<form");
    }
    expect(await allowed(t)).toBe(false);
  });

  it("serves the viewer, allowed to frame stately.ai, to a signed-in staff member of any role", async () => {
    for (const [role, email] of [
      ["editor", "editor-viewer@vay.test"],
      ["operator", "operator-viewer@vay.test"],
    ] as const) {
      const staff = await staffCookie(t, role, email);
      const res = await t.request(VIEWER, { headers: staff });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(csp(res)).toContain("frame-src https://stately.ai");
      expect(await allowed(t, staff)).toBe(true);
    }
  });

  it("refuses what is not a live staff session: a bad cookie, a customer's, a script's token, an ended session", async () => {
    const refused: Record<string, string>[] = [
      { cookie: "__Host-staff=not-a-session-token-of-ours-at-all-0000000000" },
      { cookie: "__Host-session=not-staff" },
      { authorization: `Bearer ${(await staffApiToken(t, "operator", "script-viewer@vay.test")).token}` },
      { authorization: "Bearer staff-credential-4b9d2f7e1c8a6053e2d1" },
    ];
    for (const headers of refused) {
      expect(await allowed(t, headers)).toBe(false);
      expect((await t.request(VIEWER, { headers })).status).toBe(403);
    }
    const staff = await staffCookie(t, "editor", "idle-viewer@vay.test");
    expect(await allowed(t, staff)).toBe(true);
    // A staff session ends after 30 minutes without use (docs/decisions/021-back-office.md).
    t.clock.advance(31 * 60 * 1000);
    expect(await allowed(t, staff)).toBe(false);
  });

  it("has no ADMIN_TOKEN sign-in form any more", async () => {
    const res = await t.request("/__flows/sign-in");
    expect(await res.text()).not.toContain('action="/__flows/sign-in"');
    const posted = await t.request("/__flows/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token=anything",
    });
    expect(posted.headers.get("set-cookie")).toBeNull();
  });
});

describe("development and test", () => {
  it("serve the viewer to everyone (FLOWS_VIEWER on by default), and nothing when it is off", async () => {
    const on = await createTestApp("pglite", { staticDir });
    try {
      const res = await on.request(VIEWER);
      expect(res.status).toBe(200);
      expect(csp(res)).toContain("frame-src https://stately.ai");
      expect(await allowed(on)).toBe(true);
      // Without ?inspect=1 the page is the app (which goes home) and frames nothing.
      expect(csp(await on.request("/__flows"))).not.toContain("stately.ai");
    } finally {
      await on.close();
    }
    const off = await createTestApp("pglite", { staticDir, flowsViewer: false });
    try {
      expect((await off.request(VIEWER)).status).toBe(404);
      expect(await allowed(off)).toBe(false);
    } finally {
      await off.close();
    }
  });
});
