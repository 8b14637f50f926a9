import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ekycWorkersFor } from "../../server/services/ekyc/ekyc-jobs";
import { DAY_MS, purgeExpiredFiles } from "../../server/services/ekyc/retention";
import { cardImage } from "../support/card-image";
import {
  BACK,
  type Caller,
  call,
  FACE,
  FRONT,
  funnelCaller,
  imageForm,
  newDraft,
  upload,
} from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** Issue 14: ID images, selfies and contracts are kept EKYC_RETENTION_DAYS (30) after the decision, then deleted. */
describe.each(testDatabaseKinds())("eKYC file retention on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await ekycWorkersFor(t.deps).close();
    await t.close();
  });

  /** A draft with both card sides and a selfie; the paths of its files on disk. */
  async function draftWithImages(): Promise<{ code: string; paths: string[] }> {
    // A caller of its own: the test clock moves past funnel tokens' lifetime.
    caller = await funnelCaller(t);
    const code = await newDraft(t, caller);
    expect((await upload(t, FRONT, caller, code)).code).toBe(200);
    expect((await upload(t, BACK, caller, code, { kind: "back" })).code).toBe(200);
    const selfie = cardImage({ kind: "photo", cardWidth: 300, imageWidth: 400, imageHeight: 400 });
    expect((await call(t, FACE, { caller, body: imageForm(code, selfie.bytes, selfie.mime) })).code).toBe(200);
    return { code, paths: await pathsOf(code) };
  }

  async function pathsOf(code: string): Promise<string[]> {
    const files = await t.database.db
      .selectFrom("loan_application_files")
      .select(["id", "mime"])
      .where("application_code", "=", code)
      .execute();
    return files.map((f) =>
      join(t.deps.config.ekyc.uploadDir, "tickets", code, `${f.id}.${f.mime === "image/png" ? "png" : "jpg"}`),
    );
  }

  const pointers = (code: string) =>
    t.database.db
      .selectFrom("loan_applications")
      .select(["front_image_id", "back_image_id", "face_image_id"])
      .where("code", "=", code)
      .executeTakeFirstOrThrow();

  it("keeps the files 30 days after the last change of a draft, then deletes files, rows and pointers", async () => {
    const { code, paths } = await draftWithImages();
    expect(paths).toHaveLength(3);
    for (const path of paths) expect(existsSync(path)).toBe(true);

    t.clock.advance(29 * DAY_MS);
    expect((await purgeExpiredFiles(t.deps)).files).toBe(0);
    for (const path of paths) expect(existsSync(path)).toBe(true);

    t.clock.advance(2 * DAY_MS);
    expect(await purgeExpiredFiles(t.deps)).toEqual({ files: 3, applications: 1 });
    for (const path of paths) expect(existsSync(path)).toBe(false);
    expect(await pathsOf(code)).toEqual([]);
    expect(await pointers(code)).toEqual({ front_image_id: null, back_image_id: null, face_image_id: null });
  });

  it("counts from the submission (the decision), and leaves recent applications alone", async () => {
    const submitted = await draftWithImages();
    const recent = await draftWithImages();
    const decidedAt = new Date(t.clock.now().getTime() - 31 * DAY_MS);
    await t.database.db
      .updateTable("loan_applications")
      .set({ status: "submitted", submitted_at: decidedAt })
      .where("code", "=", submitted.code)
      .execute();
    // Two instances purging at once: each file is deleted once.
    const [a, b] = await Promise.all([purgeExpiredFiles(t.deps), purgeExpiredFiles(t.deps)]);
    expect(a.files + b.files).toBe(3);
    for (const path of submitted.paths) expect(existsSync(path)).toBe(false);
    for (const path of recent.paths) expect(existsSync(path)).toBe(true);
    expect((await pointers(recent.code)).front_image_id).not.toBeNull();
  });

  it("honours EKYC_RETENTION_DAYS", async () => {
    const { paths } = await draftWithImages();
    t.deps.config.ekyc = { ...t.deps.config.ekyc, retentionDays: 1 };
    t.clock.advance(DAY_MS + 1);
    expect((await purgeExpiredFiles(t.deps)).files).toBeGreaterThanOrEqual(3);
    for (const path of paths) expect(existsSync(path)).toBe(false);
  });
});
