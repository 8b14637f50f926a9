import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/log";
import { createTestApp, type TestApp } from "./support/test-app";

/** Issue 14: one burst of refused calls wrote 1180 log lines. Now: one line, then one summary a minute. */
const LIMIT = 3;

interface Line {
  msg: string;
  key?: string;
  refused?: number;
}

describe("refused requests in the log", () => {
  let t: TestApp;
  beforeAll(async () => {
    const rateLimits = { ...loadConfig({ NODE_ENV: "test" }).rateLimits, apiPerIpPerMinute: LIMIT };
    t = await createTestApp("pglite", { rateLimits });
  });
  afterAll(() => t.close());
  const lines = () =>
    t.logLines.map((line) => JSON.parse(line) as Line).filter((l) => l.msg.startsWith("rate limited"));

  it("writes the first refusal of a burst, then one summary line per key with the count", async () => {
    // Start at the beginning of a minute so the burst stays within it.
    t.clock.set(new Date("2026-11-22T09:00:00.000Z"));
    const burst = async (ip: string, calls: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < calls; i++) statuses.push((await t.request("/api/khong-co", { ip })).status);
      return statuses.filter((s) => s === 429).length;
    };
    expect(await burst("192.0.2.1", LIMIT + 40)).toBe(40);
    expect(await burst("192.0.2.2", LIMIT + 5)).toBe(5);
    expect(lines().map((l) => l.msg)).toEqual(["rate limited", "rate limited"]);

    // The next minute: the first refusal there writes the summaries of the minute before.
    t.clock.set(new Date("2026-11-22T09:05:00.000Z"));
    expect(await burst("192.0.2.1", LIMIT + 1)).toBe(1);
    const summaries = lines().filter((l) => l.msg === "rate limited (summary)");
    expect(summaries.map((l) => l.refused).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([5, 40]);
    expect(lines()).toHaveLength(5);
  });
});

describe("the refusal log", () => {
  it("counts per key and minute and caps the number of keys it tracks", () => {
    let now = new Date("2026-11-22T10:00:10.000Z");
    const out: Line[] = [];
    const log = createLogger("info", (line) => out.push(JSON.parse(line) as Line), { now: () => now });
    for (let i = 0; i < 3; i++) log.refused("otp locked", "otp:a");
    log.refused("otp locked", "otp:b");
    now = new Date("2026-11-22T10:01:00.000Z");
    log.refused("otp locked", "otp:a");
    // a: first line, summary of 3 for 10:00, first line at 10:01; b: one line, no summary (count 1).
    expect(out.map((l) => [l.msg, l.key, l.refused])).toEqual([
      ["otp locked", "otp:a", undefined],
      ["otp locked", "otp:b", undefined],
      ["otp locked (summary)", "otp:a", 3],
      ["otp locked", "otp:a", undefined],
    ]);
  });

  it("sums a flood of distinct keys under one overflow key", () => {
    const out: Line[] = [];
    const log = createLogger("info", (line) => out.push(JSON.parse(line) as Line), {
      now: () => new Date("2026-11-22T10:00:10.000Z"),
    });
    for (let i = 0; i < 10_050; i++) log.refused("rate limited", `api:ip:k${i}`);
    expect(out.length).toBe(10_001);
  });
});
