import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJourney, type Send } from "../../scripts/bench/funnel-journey";
import { siteListener } from "../../server/http/node-listener";
import { bindMetrics } from "../../server/metrics/app-metrics";
import { startMetricsServer } from "../../server/metrics/server";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 32, metrics: GET /metrics on the metrics port (never on the site's port) has the request
 * duration histograms by route pattern and status, the pool, queue, OTP, SMS ceiling, bot check,
 * worker pool and funnel figures, no personal data in any label, and passes `promtool check
 * metrics` (Debian's prometheus package: node scripts/ensure-debian-tool.mjs promtool).
 */
const PROMTOOL = "/usr/bin/promtool";
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe.each(testDatabaseKinds())("the Prometheus metrics on %s", (kind) => {
  let t: TestApp;
  let site: Server;
  let metrics: Server;
  let base = "";
  let metricsBase = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    bindMetrics(t.deps);
    site = createServer(siteListener(t.deps, t.app.fetch, { hostname: "127.0.0.1" }));
    base = await listen(site);
    metrics = startMetricsServer(0, "127.0.0.1");
    await new Promise((resolve) => metrics.once("listening", resolve));
    metricsBase = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => metrics.close(resolve));
    await t.close();
  });

  const phone = "0987000555";
  const send: Send = (path, init) =>
    fetch(`${base}${path}`, {
      method: init.method,
      headers: { ...(init.json === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });

  it("exposes the operator's figures after a funnel, with route patterns and no personal data", async () => {
    await runJourney(send, {
      phone,
      nationalId: "079191000789",
      name: "Phạm Văn Long",
      income: "7 - 10 triệu",
      housing: "Nhà thuê",
      marital: "Độc thân",
      dependents: "Không có",
      amount: 15_000_000,
      term: 9,
    });
    const res = await fetch(`${metricsBase}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/loan\/ticket\/:ticketCode\/verifyotp",method="POST",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.25",route="\/api\/captcha\/challenge"/);
    expect(text).toMatch(/db_query_duration_seconds_count|# TYPE db_query_duration_seconds histogram/);
    expect(text).toMatch(/vay_otp_codes_last_hour\{outcome="sent"\} [1-9]/);
    expect(text).toMatch(/vay_otp_codes_last_hour\{outcome="verified"\} [1-9]/);
    expect(text).toMatch(/vay_otp_locked_phones 0/);
    expect(text).toMatch(/vay_sms_ceiling_used_ratio 0\.\d+|vay_sms_ceiling_used_ratio [1-9]/);
    expect(text).toMatch(/vay_botcheck_work\{bound="max"\} 10000/);
    expect(text).toMatch(/vay_partner_dead_letters 0/);
    expect(text).toMatch(/# TYPE vay_ekyc_worker_failures_total counter/);
    expect(text).toMatch(/# TYPE vay_funnel_steps_last_hour gauge/);
    expect(text).not.toContain(phone);
    expect(text).not.toContain("079191000789");
    // Not on the site's port.
    expect((await fetch(`${base}/metrics`)).headers.get("content-type")).not.toMatch(/version=0\.0\.4/);
  });

  it.skipIf(!existsSync(PROMTOOL))(
    "passes promtool check metrics (skipped without Debian's prometheus package)",
    async () => {
      const text = await (await fetch(`${metricsBase}/metrics`)).text();
      const check = spawnSync(PROMTOOL, ["check", "metrics"], { input: text, encoding: "utf8" });
      expect(`${check.stdout}${check.stderr}`).toBe("");
      expect(check.status).toBe(0);
    },
  );
});

if (!existsSync(PROMTOOL)) {
  console.warn(
    `promtool is not at ${PROMTOOL}: the promtool check is skipped (node scripts/ensure-debian-tool.mjs promtool installs it).`,
  );
}
