import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** GET /api/site/company says whether this server is the production one (the SPA shows a banner elsewhere). */
describe.each(testDatabaseKinds())("site mode on %s", (kind) => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp(kind);
    production = await createTestApp(kind, { nodeEnv: "production" });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it("answers production: false outside production and true in it", async () => {
    expect((await call<{ production: boolean }>(dev, "/api/site/company")).data.production).toBe(false);
    expect((await call<{ production: boolean }>(production, "/api/site/company")).data.production).toBe(true);
  });
});
