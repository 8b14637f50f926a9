import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { phoneHash } from "../../server/services/content/deletion-requests";
import { t } from "../../src/i18n/t";

const run = promisify(execFile);
const REFERENCE = "XD20261122-ABCDEF";
const PHONE = "0862229999";

/** `npm run privacy:erase -- REF` against a PGlite data directory, as an operator runs it. */
describe("npm run privacy:erase", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vay-erase-"));
    const database = await openDatabase({ url: null, dataDir: join(dataDir, "pglite") });
    await migrate(database);
    await database.db
      .insertInto("users")
      .values({ username: PHONE, email: "xoa@example.com", full_name: "Trần Thị Bình", password_hash: "x" })
      .execute();
    await database.db
      .insertInto("data_deletion_requests")
      .values({ reference: REFERENCE, phone: PHONE, phone_hash: phoneHash("k", PHONE), requested_at: new Date() })
      .execute();
    await database.close();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // PORT points nowhere, so the script opens the data itself rather than asking a running server.
  const erase = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/privacy-erase.ts", ...args], {
      env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, PORT: "1", DATABASE_URL: "" },
    }).then(
      ({ stdout }) => ({ ok: true, out: stdout }),
      (error: { stdout: string; stderr: string }) => ({ ok: false, out: error.stderr }),
    );

  it("carries the request out once and says so the second time", async () => {
    const first = await erase(REFERENCE);
    expect(first.ok).toBe(true);
    expect(first.out).toContain(`Đã thực hiện yêu cầu ${REFERENCE}`);
    expect(first.out).toContain("1 tài khoản");
    expect(first.out).not.toContain(PHONE);
    const second = await erase(REFERENCE.toLowerCase());
    expect(second.ok).toBe(true);
    expect(second.out).toContain(`Yêu cầu ${REFERENCE} đã được thực hiện`);

    const database = await openDatabase({ url: null, dataDir: join(dataDir, "pglite") });
    try {
      const users = await database.db.selectFrom("users").select(["username", "email"]).execute();
      expect(users).toEqual([{ username: expect.stringMatching(/^deleted-\d+$/), email: null }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuses an unknown reference and a malformed one", async () => {
    const unknown = await erase("XD20261122-ZZZZZZ");
    expect(unknown).toEqual({ ok: false, out: `${t("privacy_erase_unknown", { reference: "XD20261122-ZZZZZZ" })}\n` });
    const malformed = await erase("abc");
    expect(malformed).toEqual({ ok: false, out: `${t("privacy_erase_usage")}\n` });
  }, 60_000);
});
