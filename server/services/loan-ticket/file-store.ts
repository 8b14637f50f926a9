import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { ApplicationFileKind } from "../../db/tables/loan-ticket";
import type { Deps } from "../../deps";

/**
 * Files of loan applications (document images, selfie, contract) under the upload directory,
 * outside the web root: <uploadDir>/tickets/<code>/<id>.<ext>, readable by the server's user only.
 * A row in loan_application_files names each; deleting the application deletes the folder.
 */

const CODE = /^HS[A-Z0-9]{10}$/;
const FILE_ID = /^[a-f0-9]{32}$/;
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

function ticketDir(uploadDir: string, code: string): string {
  if (!CODE.test(code)) throw new Error("invalid application code");
  return join(resolve(uploadDir), "tickets", code);
}

export async function storeFile(
  deps: Deps,
  input: { code: string; kind: ApplicationFileKind; bytes: Uint8Array; mime: string },
): Promise<string> {
  const id = randomBytes(16).toString("hex");
  const dir = ticketDir(deps.config.ekyc.uploadDir, input.code);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, `${id}.${EXTENSION[input.mime] ?? "bin"}`), input.bytes, { mode: 0o600 });
  await deps.database.db
    .insertInto("loan_application_files")
    .values({
      id,
      application_code: input.code,
      kind: input.kind,
      mime: input.mime,
      bytes: input.bytes.byteLength,
      created_at: deps.clock.now(),
    })
    .execute();
  return id;
}

/** A stored file of the application, or null. */
export async function readStoredFile(
  deps: Deps,
  code: string,
  id: string,
): Promise<{ bytes: Uint8Array; mime: string; kind: ApplicationFileKind } | null> {
  if (!FILE_ID.test(id) || !CODE.test(code)) return null;
  const row = await deps.database.db
    .selectFrom("loan_application_files")
    .select(["mime", "kind"])
    .where("id", "=", id)
    .where("application_code", "=", code)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const bytes = await readFile(
      join(ticketDir(deps.config.ekyc.uploadDir, code), `${id}.${EXTENSION[row.mime] ?? "bin"}`),
    );
    return { bytes, mime: row.mime, kind: row.kind };
  } catch {
    return null;
  }
}

/** Removes every file of the applications (their rows go with the applications, ON DELETE CASCADE). */
export async function deleteApplicationFiles(uploadDir: string, codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    if (CODE.test(code)) await rm(ticketDir(uploadDir, code), { recursive: true, force: true });
  }
}

/**
 * Deletes the images of an application that it no longer points at (a card side or selfie taken
 * again): only the images in use are kept, as little personal data as the application needs.
 */
export async function pruneReplacedImages(deps: Deps, code: string): Promise<number> {
  const app = await deps.database.db
    .selectFrom("loan_applications")
    .select(["front_image_id", "back_image_id", "face_image_id"])
    .where("code", "=", code)
    .executeTakeFirst();
  if (!app) return 0;
  const inUse = [app.front_image_id, app.back_image_id, app.face_image_id].filter((id): id is string => id !== null);
  let query = deps.database.db
    .deleteFrom("loan_application_files")
    .where("application_code", "=", code)
    .where("kind", "in", ["front", "back", "face"]);
  if (inUse.length > 0) query = query.where("id", "not in", inUse);
  const removed = await query.returning(["id", "mime"]).execute();
  const dir = ticketDir(deps.config.ekyc.uploadDir, code);
  for (const file of removed) {
    await unlink(join(dir, `${file.id}.${EXTENSION[file.mime] ?? "bin"}`)).catch(() => {});
  }
  return removed.length;
}
