import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { runSeeds } from "../../server/services/seed/run-seeds";
import { t } from "../../src/i18n/t";

const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;

/** `npm run ekyc:purge` against a PGlite data directory, as an operator's cron job runs it. */
describe("npm run ekyc:purge", () => {
  let dataDir: string;
  const file = (code: string, id: string) => join(dataDir, "uploads", "tickets", code, `${id}.png`);
  const OLD = { code: "HSOLD0000001", id: "a".repeat(32) };
  const NEW = { code: "HSNEW0000001", id: "b".repeat(32) };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vay-purge-"));
    const database = await openDatabase({ url: null, dataDir: join(dataDir, "pglite") });
    await migrate(database);
    await runSeeds(database, { production: false });
    const owner = await database.db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
    for (const [app, age] of [
      [OLD, 40],
      [NEW, 2],
    ] as const) {
      const at = new Date(Date.now() - age * DAY_MS);
      await database.db
        .insertInto("loan_applications")
        .values({
          code: app.code,
          product_id: 1,
          policy_version: 1,
          owner_user_id: owner.id,
          owner_funnel_code: null,
          phone: "0912345678",
          expected_national_id: null,
          front_image_id: app.id,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await database.db
        .insertInto("loan_application_files")
        .values({ id: app.id, application_code: app.code, kind: "front", mime: "image/png", bytes: 4, created_at: at })
        .execute();
      mkdirSync(join(dataDir, "uploads", "tickets", app.code), { recursive: true });
      writeFileSync(file(app.code, app.id), "png!");
    }
    await database.close();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("deletes the files older than EKYC_RETENTION_DAYS and keeps the others", async () => {
    // PORT points nowhere, so the script opens the data itself.
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/ekyc-purge.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PORT: "1",
        DATABASE_URL: "",
        EKYC_RETENTION_DAYS: "30",
      },
    });
    expect(stdout).toContain(`${t("ekyc_purge_done", { files: 1, applications: 1, days: 30 })}\n`);
    expect(existsSync(file(OLD.code, OLD.id))).toBe(false);
    expect(existsSync(file(NEW.code, NEW.id))).toBe(true);
  }, 60_000);
});
