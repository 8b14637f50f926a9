import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect";
import { CONTENT_DOCUMENTS, seedContent } from "../../server/db/seed/content";
import { findDocument } from "../../server/services/content/documents";
import { SITE_DOCUMENT } from "../../src/contract/content";
import { createTestDatabase, testDatabaseKinds } from "./support/test-db";

describe.each(testDatabaseKinds())("content seed on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const rows = () =>
    database.db
      .selectFrom("content_documents")
      .select(["kind", "ref_id", "title", "updated_at"])
      .orderBy("kind")
      .orderBy("ref_id")
      .execute();

  it("stores every document once, and a second run changes nothing", async () => {
    const before = await rows();
    expect(before).toHaveLength(CONTENT_DOCUMENTS.length);
    await seedContent(database, { production: true });
    expect(await rows()).toEqual(before);
  });

  const NOW = new Date("2026-11-28T03:00:00.000Z");
  const versions = (refId: number) =>
    database.db
      .selectFrom("legal_document_versions")
      .select(["version", "title", "created_by"])
      .where("kind", "=", "site")
      .where("ref_id", "=", refId)
      .orderBy("version")
      .execute();
  const seededTerms = () => CONTENT_DOCUMENTS.find((d) => d.refId === SITE_DOCUMENT.terms && d.kind === "site");

  it("restores a managed document that drifted", async () => {
    await database.db
      .updateTable("content_documents")
      .set({ title: "Sửa tay" })
      .where("kind", "=", "partner")
      .where("ref_id", "=", 1)
      .execute();
    await seedContent(database, { production: false });
    const doc = await findDocument(database, "partner", 1, NOW);
    expect(doc?.title).toBe(CONTENT_DOCUMENTS.find((d) => d.refId === 1 && d.kind === "partner")?.title);
  });

  it("leaves a document an operator took over alone", async () => {
    await database.db
      .updateTable("content_documents")
      .set({ title: "Bản của vận hành", managed_by_seed: false })
      .where("kind", "=", "partner")
      .where("ref_id", "=", 1)
      .execute();
    await seedContent(database, { production: false });
    const doc = await findDocument(database, "partner", 1, NOW);
    expect(doc?.title).toBe("Bản của vận hành");
  });

  it("makes our own documents their version 1, served as the text in effect", async () => {
    expect(await versions(SITE_DOCUMENT.terms)).toEqual([
      { version: 1, title: seededTerms()?.title, created_by: null },
    ]);
    const doc = await findDocument(database, "site", SITE_DOCUMENT.terms, NOW);
    expect(doc?.title).toBe(seededTerms()?.title);
  });

  it("a text in the seed that differs from the newest seeded version becomes the next version, never an edit", async () => {
    await database.db
      .insertInto("legal_document_versions")
      .values({
        kind: "site",
        ref_id: SITE_DOCUMENT.terms,
        version: 2,
        title: "Điều khoản cũ hơn bản trong mã",
        summary: "",
        sections: "[]",
        effective_date: "2026-02-01",
        created_by: null,
        created_at: NOW,
      })
      .execute();
    await seedContent(database, { production: true });
    expect((await versions(SITE_DOCUMENT.terms)).map((row) => [row.version, row.title])).toEqual([
      [1, seededTerms()?.title],
      [2, "Điều khoản cũ hơn bản trong mã"],
      [3, seededTerms()?.title],
    ]);
    await seedContent(database, { production: true });
    expect(await versions(SITE_DOCUMENT.terms)).toHaveLength(3);
  });

  it("once an editor saved a version, the seed leaves the document's versions alone", async () => {
    await database.db
      .insertInto("legal_document_versions")
      .values({
        kind: "site",
        ref_id: SITE_DOCUMENT.privacy,
        version: 2,
        title: "Chính sách của biên tập viên",
        summary: "",
        sections: "[]",
        effective_date: "2026-12-01",
        created_by: 7,
        created_at: NOW,
      })
      .execute();
    await seedContent(database, { production: true });
    expect((await versions(SITE_DOCUMENT.privacy)).map((row) => row.title)).toEqual([
      CONTENT_DOCUMENTS.find((d) => d.refId === SITE_DOCUMENT.privacy && d.kind === "site")?.title,
      "Chính sách của biên tập viên",
    ]);
  });

  it("refuses to change or delete a version in the database", async () => {
    await expect(
      sql`UPDATE legal_document_versions SET title = 'Sửa lén' WHERE ref_id = ${SITE_DOCUMENT.terms} AND version = 1`.execute(
        database.db,
      ),
    ).rejects.toThrow(/never changed/);
    await expect(
      database.db.deleteFrom("legal_document_versions").where("ref_id", "=", SITE_DOCUMENT.terms).execute(),
    ).rejects.toThrow(/never changed/);
  });
});
