import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, ConfigError, flowsViewerOn, loadConfig } from "../../server/config";
import { createFirstAdmin } from "../../server/services/staff/create-first-admin";
import { startStaffSession } from "../../server/services/staff/staff-sessions";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 30: the flow viewer shipped to every visitor in production (`/__flows?inspect=1` served, the
 * page allowed to frame stately.ai, `?inspect=1` switched inspection on in the app). Now the server
 * decides: FLOWS_VIEWER off (the production default) serves nothing of it; on in production, only
 * staff (the admin credential, as a bearer header or the cookie of /__flows/sign-in) get it.
 */

const ADMIN_TOKEN = "staff-credential-4b9d2f7e1c8a6053e2d1";
const SHELL = '<!doctype html><html lang="vi"><head><title>Vay</title></head><body><div id="root"></div></body></html>';
const VIEWER = "/__flows?inspect=1";
const bearer = { authorization: `Bearer ${ADMIN_TOKEN}` };

let staticDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), "vay-flows-access-"));
  writeFileSync(join(staticDir, "index.html"), SHELL);
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

async function appWith(overrides: Partial<Config>): Promise<TestApp> {
  return createTestApp("pglite", { staticDir, adminToken: ADMIN_TOKEN, ...overrides });
}

const csp = (res: Response) => res.headers.get("content-security-policy") ?? "";
const allowed = async (t: TestApp, headers: Record<string, string> = {}) =>
  ((await (await t.request("/api/flows/access", { headers })).json()) as { data: { allowed: boolean } }).data.allowed;

function signIn(t: TestApp, token: string, headers: Record<string, string> = {}) {
  return t.request("/__flows/sign-in", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ token }).toString(),
  });
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
  beforeAll(async () => {
    t = await appWith({ nodeEnv: "production", flowsViewer: false });
  });
  afterAll(() => t.close());

  it("answers 404 at /__flows, not the app, even to staff, and frames nothing", async () => {
    for (const headers of [{}, bearer]) {
      const res = await t.request(VIEWER, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
      expect(csp(res)).not.toContain("stately.ai");
    }
    expect((await t.request("/__flows/sign-in")).status).toBe(404);
    expect((await signIn(t, ADMIN_TOKEN)).status).toBe(404);
  });

  it("tells the app that inspection is not allowed, and no page may frame stately.ai", async () => {
    expect(await allowed(t)).toBe(false);
    expect(await allowed(t, bearer)).toBe(false);
    const home = await t.request("/?inspect=1");
    expect(home.status).toBe(200);
    expect(csp(home)).not.toContain("stately.ai");
  });
});

describe("production with FLOWS_VIEWER=on: staff only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ nodeEnv: "production", flowsViewer: true });
  });
  afterAll(() => t.close());

  it("refuses a visitor: 404 at /__flows, inspection not allowed", async () => {
    const res = await t.request(VIEWER);
    expect(res.status).toBe(404);
    expect(csp(res)).not.toContain("stately.ai");
    expect(await allowed(t)).toBe(false);
    expect(await allowed(t, { authorization: "Bearer wrong" })).toBe(false);
  });

  it("serves the viewer, allowed to frame stately.ai, to the admin credential", async () => {
    const res = await t.request(VIEWER, { headers: bearer });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(csp(res)).toContain("frame-src https://stately.ai");
    expect(await allowed(t, bearer)).toBe(true);
  });

  it("serves the viewer to a signed-in back-office staff member, not to a staff cookie that is not a session", async () => {
    const made = await createFirstAdmin(t.deps, { email: "viewer@vay.test", fullName: "Người Xem" });
    if (made.kind !== "ok") throw new Error(made.kind);
    const row = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", "viewer@vay.test")
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable("staff").set({ status: "active" }).where("id", "=", row.id).execute();
    const session = await startStaffSession(t.database.db, t.clock.now(), row.id, "passkey");
    const staff = { cookie: `__Host-staff=${session.token}` };
    expect(await allowed(t, staff)).toBe(true);
    expect((await t.request(VIEWER, { headers: staff })).status).toBe(200);
    expect(await allowed(t, { cookie: "__Host-staff=not-a-session-token-of-ours-at-all-0000000000" })).toBe(false);
  });

  it("signs staff in from a browser form: a cookie of 8 hours, then the app with ?inspect=1", async () => {
    const page = await t.request("/__flows/sign-in");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/__flows/sign-in">');
    expect(html).toContain('name="token" type="password"');

    const wrong = await signIn(t, "not-the-token");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Mã quản trị không đúng.");
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const res = await signIn(t, ADMIN_TOKEN);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?inspect=1");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-flows=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=28800/);
    expect(setCookie).not.toContain(ADMIN_TOKEN);
    const cookie = { cookie: setCookie.split(";")[0] ?? "" };

    expect(await allowed(t, cookie)).toBe(true);
    const viewer = await t.request(VIEWER, { headers: cookie });
    expect(viewer.status).toBe(200);
    expect(csp(viewer)).toContain("frame-src https://stately.ai");

    const [name, value = ""] = (cookie.cookie ?? "").split("=");
    const forged = `${name}=${value.replace(/^\d+/, String(Date.now() + 365 * 24 * 3600 * 1000))}`;
    expect(await allowed(t, { cookie: forged })).toBe(false);
    t.clock.advance(8 * 60 * 60 * 1000 + 1);
    expect(await allowed(t, cookie)).toBe(false);
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await signIn(t, ADMIN_TOKEN, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("production with FLOWS_VIEWER=on and no ADMIN_TOKEN", () => {
  it("lets nobody in and offers no sign-in", async () => {
    const t = await appWith({ nodeEnv: "production", flowsViewer: true, adminToken: null });
    try {
      expect((await t.request(VIEWER)).status).toBe(404);
      expect((await t.request("/__flows/sign-in")).status).toBe(404);
      expect(await allowed(t)).toBe(false);
    } finally {
      await t.close();
    }
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
