import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { HOUR_MS, MINUTE_MS, peek } from "../../server/services/rate-limit";

/**
 * Issue 30, "rate-limit windows vanish on a crash": the counters lived in an UNLOGGED table, which
 * PostgreSQL (and PGlite, after a process that did not shut down cleanly) empties on recovery, so
 * every crash gave an attacker fresh SMS windows. SMS-sending counters and per-phone OTP checks
 * now survive it, as the OTP lock does.
 */
describe("SMS counters survive a crash (PGlite data directory, process killed)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rate-limit-crash-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("still counts the SMS-sending calls and OTP checks after kill -9 and a reopen", { timeout: 120_000 }, async () => {
    const at = new Date("2026-11-27T10:00:00.000Z");
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        new URL("./fixtures/rate-limit-crash-child.ts", import.meta.url).pathname,
        dataDir,
        at.toISOString(),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (data: Buffer) => {
        if (data.toString().includes("counted")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`child exited with ${code} before counting`)));
    });
    child.kill("SIGKILL");
    await exited;

    const database = await openDatabase({ url: null, dataDir });
    try {
      await migrate(database);
      const later = new Date(at.getTime() + 1000);
      const db = database.db;
      expect(await peek(db, "sms:phone:0912345678", HOUR_MS, later)).toBe(3);
      expect(await peek(db, "sms:ip:203.0.113.9", HOUR_MS, later)).toBe(3);
      expect(await peek(db, "sms:global", HOUR_MS, later)).toBe(3);
      expect(await peek(db, "otp-verify:phone:0912345678", HOUR_MS, later)).toBe(1);
      // The crash was one: the hot /api tier, kept unlogged for speed, was emptied by the recovery.
      expect(await peek(db, "api:ip:203.0.113.9", MINUTE_MS, later)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
