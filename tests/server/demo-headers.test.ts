import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 30: GET /api/demo/headers echoed every request header its denylist did not name
 * (Proxy-Authorization, X-Api-Key, signatures). It shows an allowlist of harmless headers now, and
 * credentials only as "***" (whether a session arrives, decision 013).
 */
const SECRET = "s3cr3t-value-never-echoed";

describe("the demo headers call", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { nodeEnv: "development" });
  });
  afterAll(async () => {
    await t.close();
  });

  async function echoed(headers: Record<string, string>): Promise<Record<string, string>> {
    const res = await t.request("/api/demo/headers", { headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { headers: Record<string, string> } }).data.headers;
  }

  it("never echoes a credential, named or not", async () => {
    const shown = await echoed({
      "proxy-authorization": `Basic ${SECRET}`,
      "x-api-key": SECRET,
      "x-signature": SECRET,
      "x-partner-signature": SECRET,
      "x-admin-token": SECRET,
      "x-ticket-token": SECRET,
      "x-amz-security-token": SECRET,
      authorization: `Bearer ${SECRET}`,
      cookie: `sid=${SECRET}`,
      referer: `https://vaytieudung.vn/?token=${SECRET}`,
    });
    expect(JSON.stringify(shown)).not.toContain(SECRET);
    expect(shown.cookie).toBe("***");
    expect(shown.authorization).toBe("***");
    expect(shown["x-ticket-token"]).toBe("***");
    expect(Object.keys(shown)).not.toContain("x-api-key");
  });

  it("shows the harmless headers the page looks at: language, agent, client hints, forwarded address", async () => {
    const sent = {
      accept: "application/json",
      "accept-language": "vi",
      "user-agent": "Mozilla/5.0",
      "sec-ch-ua": '"Chromium";v="131"',
      "sec-ch-ua-mobile": "?1",
      "sec-fetch-site": "same-origin",
      dnt: "1",
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-proto": "https",
    };
    expect(await echoed(sent)).toMatchObject(sent);
  });
});
