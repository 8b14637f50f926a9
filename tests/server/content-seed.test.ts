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

  it("restores a managed document that drifted", async () => {
    await database.db
      .updateTable("content_documents")
      .set({ title: "Sửa tay" })
      .where("kind", "=", "site")
      .where("ref_id", "=", SITE_DOCUMENT.terms)
      .execute();
    await seedContent(database, { production: false });
    const doc = await findDocument(database, "site", SITE_DOCUMENT.terms);
    expect(doc?.title).toBe(CONTENT_DOCUMENTS.find((d) => d.refId === SITE_DOCUMENT.terms && d.kind === "site")?.title);
  });

  it("leaves a document an operator took over alone", async () => {
    await database.db
      .updateTable("content_documents")
      .set({ title: "Bản của vận hành", managed_by_seed: false })
      .where("kind", "=", "site")
      .where("ref_id", "=", SITE_DOCUMENT.privacy)
      .execute();
    await seedContent(database, { production: false });
    const doc = await findDocument(database, "site", SITE_DOCUMENT.privacy);
    expect(doc?.title).toBe("Bản của vận hành");
  });
});
