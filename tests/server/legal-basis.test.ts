import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DOCUMENTS } from "../../server/db/seed/content";
import type { SeedDocument } from "../../server/db/seed/content/build";
import { SITE_DOCUMENT, type TermDocument } from "../../src/contract/content";
import type { Company } from "../../src/contract/site";
import { vi as catalogue } from "../../src/i18n/t";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 33 item 5: one legal basis for personal data everywhere. Since 1 January 2026 that is Law
 * 91/2025/QH15 on Personal Data Protection and its Decree 356/2025/NĐ-CP, which replace Decree 13/2023.
 */
const LAW = "91/2025/QH15";
const DECREE = "356/2025/NĐ-CP";
const BASIS = "Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP";

/** Every law, decree or circular a text cites, by its number ("13/2023", "91/2025/QH15" ...). */
function citations(text: string): string[] {
  const pattern = /(?:Nghị định|Luật[^.;:]{0,60}?số|Thông tư|Decree|Law)\s+(\d+\/\d{4}(?:\/[A-ZĐ][A-ZĐ0-9-]*)?)/g;
  return [...text.normalize("NFC").matchAll(pattern)].map((match) => match[1] ?? "");
}

const documentText = (doc: SeedDocument) => JSON.stringify([doc.title, doc.summary, doc.sections]);

/** The catalogue's legal texts: home's promise, the deletion page, "Dữ liệu của tôi", the biometric consent. */
const CATALOGUE_LEGAL_TEXTS = [
  "about_value_secure_text",
  "deletion_intro",
  "my_data_intro",
  "biometric_consent_body",
] as const;

describe("the legal basis every legal text cites", () => {
  it.each(CONTENT_DOCUMENTS.map((doc) => [doc.title, doc] as const))(
    "%s cites Law 91/2025 and Decree 356/2025 only",
    (_, doc) => {
      const cited = citations(documentText(doc));
      expect(cited).toContain(LAW);
      expect(cited).toContain(DECREE);
      expect(new Set(cited)).toEqual(new Set([LAW, DECREE]));
    },
  );

  it.each(CATALOGUE_LEGAL_TEXTS)("the catalogue's %s states the same basis", (key) => {
    expect(catalogue[key].normalize("NFC")).toContain(BASIS);
  });

  it("no message of the catalogue cites any other law or decree", () => {
    const cited = Object.values(catalogue).flatMap((text) => citations(text));
    expect(cited.length).toBeGreaterThan(0);
    expect(new Set(cited)).toEqual(new Set([LAW, DECREE]));
  });

  it("nothing cites the replaced Decree 13/2023 any more", () => {
    const all = [...CONTENT_DOCUMENTS.map(documentText), ...Object.values(catalogue)].join("\n");
    expect(all).not.toContain("13/2023");
  });
});

describe.each(testDatabaseKinds())("privacy article 2 on %s", (kind) => {
  const company: Company = {
    legalName: "Công ty TNHH Kiểm Thử Dữ Liệu",
    registrationNumber: "0312345678",
    registrationIssuer: "Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh",
    address: "12 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh",
    hotline: "1900 1234",
    email: "dpo@kiemthu.vn",
    moitRegistrationUrl: null,
    sample: false,
  };
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { company });
  });
  afterAll(() => app.close());

  it("names the company of the company settings as the controller", async () => {
    const res = await app.request(`/api/termsservice/get?id=${SITE_DOCUMENT.privacy}`);
    const doc = ((await res.json()) as { data: TermDocument }).data;
    const article2 = doc.sections[1];
    expect(article2?.heading).toMatch(/^Điều 2\./);
    const text = JSON.stringify(article2?.blocks);
    for (const fact of [company.legalName, company.registrationNumber, company.address]) expect(text).toContain(fact);
    expect(JSON.stringify(doc)).not.toMatch(/\{company\./);
  });
});
