import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BIOMETRIC_CONSENT_VERSION,
  type Consent,
  DATA_CATEGORIES,
  type DeletionRequestStatus,
  type MyData,
} from "../../src/contract/my-data";
import { t as text } from "../../src/i18n/t";
import { createUser, getWithToken, insertLead, post, signIn } from "./accounts-helpers";
import { ticketBody } from "./support/loan-ticket-helpers";
import { pdfTextLines } from "./support/pdf-text";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const MY_DATA = "/api/me/data";
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8, 0, 0));
const FACE_ID = "f".repeat(32);

/** A signed-in request with a JSON body. */
async function postAs(t: TestApp, path: string, session: string, json: unknown = {}) {
  const res = await t.request(path, { method: "POST", json, headers: { cookie: `__Host-session=${session}` } });
  return { status: res.status, ...((await res.json()) as { code: number; data: unknown; message?: string }) };
}

/** A submitted application of the account, with its ID images and a selfie on disk. */
async function insertApplication(t: TestApp, input: { code: string; userId: number; phone: string }) {
  const body = ticketBody(input.code);
  await t.database.db
    .insertInto("loan_applications")
    .values({
      code: input.code,
      product_id: 1,
      policy_version: 1,
      owner_user_id: input.userId,
      phone: input.phone,
      status: "submitted",
      step: "contract",
      identity: JSON.stringify(body.identity),
      details: JSON.stringify(body.details),
      amount: body.amount,
      term: body.term,
      face_image_id: FACE_ID,
      face_outcome: "matched",
      loan_code: `VT261101${input.code.slice(-6).replace(/\D/g, "0")}`,
      created_at: day(2),
      updated_at: day(2),
      submitted_at: day(2),
    })
    .execute();
  for (const [id, kind] of [
    ["a".repeat(32), "front"],
    ["b".repeat(32), "back"],
    [FACE_ID, "face"],
  ] as const) {
    await t.database.db
      .insertInto("loan_application_files")
      .values({ id, application_code: input.code, kind, mime: "image/jpeg", bytes: 3, created_at: day(2) })
      .execute();
  }
  const dir = join(t.deps.config.ekyc.uploadDir, "tickets", input.code);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${FACE_ID}.jpg`), "abc");
  return join(dir, `${FACE_ID}.jpg`);
}

describe.each(testDatabaseKinds())("my data on %s", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let faceFile: string;
  const alicePhone = "0944100001";
  const bobPhone = "0944100002";

  beforeAll(async () => {
    t = await createTestApp(kind);
    const aliceId = await createUser(t.database, {
      phone: alicePhone,
      password: "alice-pass",
      email: "alice@example.vn",
    });
    await createUser(t.database, { phone: bobPhone, password: "bob-pass-1", fullName: "Trần Văn Bob" });
    await insertLead(t.database, { code: "LNMYDATA0001", phone: alicePhone, createdAt: day(1), partner: "Đối tác A" });
    await insertLead(t.database, { code: "LNMYDATA0002", phone: bobPhone, createdAt: day(1) });
    await t.database.db
      .insertInto("consents")
      .values([
        {
          ticket_code: "LNMYDATA0001",
          phone: alicePhone,
          purpose: "loan_lead",
          terms_version: "v1",
          agreed_at: day(1),
          ip: null,
        },
        {
          ticket_code: "LNMYDATA0002",
          phone: bobPhone,
          purpose: "loan_lead",
          terms_version: "v1",
          agreed_at: day(1),
          ip: null,
        },
      ])
      .execute();
    faceFile = await insertApplication(t, { code: "HSMYDATA0001", userId: aliceId, phone: alicePhone });
    const partner = await t.database.db.selectFrom("partners").select("id").orderBy("id").executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("partner_deliveries")
      .values([
        {
          idempotency_key: "lead-LNMYDATA0001",
          kind: "lead",
          subject_code: "LNMYDATA0001",
          partner_id: partner.id,
          status: "sent",
          sent_at: day(1),
          created_at: day(1),
          updated_at: day(1),
        },
        {
          idempotency_key: "lead-LNMYDATA0002",
          kind: "lead",
          subject_code: "LNMYDATA0002",
          partner_id: partner.id,
          status: "sent",
          sent_at: day(1),
          created_at: day(1),
          updated_at: day(1),
        },
      ])
      .execute();
    alice = await signIn(t, alicePhone, "alice-pass");
    bob = await signIn(t, bobPhone, "bob-pass-1");
  });
  afterAll(() => t.close());

  it("answers 401 without a session, for the page, the downloads, withdrawal and deletion", async () => {
    for (const path of [MY_DATA, `${MY_DATA}/export.json`, `${MY_DATA}/export.pdf`]) {
      expect((await getWithToken(t, path)).status).toBe(401);
    }
    expect((await post(t, "/api/me/consents/withdraw", { consentId: "consent:1" })).status).toBe(401);
    expect((await post(t, "/api/me/deletion-requests", {})).status).toBe(401);
  });

  it("lists each category of what we hold, from the account, the funnel and the application", async () => {
    const answer = await getWithToken(t, MY_DATA, alice);
    expect(answer.code).toBe(200);
    const data = answer.data as MyData;
    expect(data.categories.map((c) => c.category)).toEqual([...DATA_CATEGORIES]);
    const fields = (category: string) =>
      data.categories.find((c) => c.category === category)?.items.map((item) => item.field) ?? [];
    expect(fields("contact")).toEqual(expect.arrayContaining(["phone", "email", "fullName"]));
    expect(fields("identity")).toEqual(expect.arrayContaining(["nationalId", "idFront", "idBack"]));
    expect(fields("face")).toEqual(["faceImage"]);
    expect(fields("bank")).toEqual(["bankAccount"]);
    expect(fields("reference")).toEqual(["referencePerson"]);
    expect(fields("address")).toEqual(expect.arrayContaining(["address", "permanentAddress"]));
    expect(fields("profile")).toEqual(expect.arrayContaining(["loan", "score"]));
    const values = data.categories.flatMap((c) => c.items.map((item) => item.value));
    expect(values).toEqual(expect.arrayContaining(["alice@example.vn", "0123456789 · NGUYEN THI ANH TUYET"]));
  });

  it("says which partner received which request, with the fields sent and when", async () => {
    const data = (await getWithToken(t, MY_DATA, alice)).data as MyData;
    expect(data.deliveries).toHaveLength(1);
    expect(data.deliveries[0]).toMatchObject({
      kind: "lead",
      subject: "LNMYDATA0001",
      status: "sent",
      sentAt: day(1).toISOString(),
    });
    expect(data.deliveries[0]?.fields).toEqual(expect.arrayContaining(["fullName", "nationalId", "phone", "income"]));
  });

  it("never returns another customer's data", async () => {
    const data = (await getWithToken(t, MY_DATA, bob)).data as MyData;
    const json = JSON.stringify(data);
    for (const foreign of ["LNMYDATA0001", "HSMYDATA0001", alicePhone, "alice@example.vn", "0123456789"]) {
      expect(json).not.toContain(foreign);
    }
    expect(data.deliveries.map((d) => d.subject)).toEqual(["LNMYDATA0002"]);
    const aliceConsent = ((await getWithToken(t, MY_DATA, alice)).data as MyData).consents[0] as Consent;
    const refused = await postAs(t, "/api/me/consents/withdraw", bob, { consentId: aliceConsent.id });
    expect(refused.status).toBe(404);
    const exported = await t.request(`${MY_DATA}/export.json`, { headers: { cookie: `__Host-session=${bob}` } });
    expect(await exported.text()).not.toContain(alicePhone);
  });

  it("exports the same data as a JSON file and a PDF", async () => {
    const cookie = { cookie: `__Host-session=${alice}` };
    const json = await t.request(`${MY_DATA}/export.json`, { headers: cookie });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toContain("attachment");
    const exported = (await json.json()) as MyData;
    expect(exported.categories.map((c) => c.category)).toEqual([...DATA_CATEGORIES]);
    for (const category of ["contact", "identity", "face", "bank", "reference", "address", "profile"]) {
      expect(exported.categories.find((c) => c.category === category)?.items.length).toBeGreaterThan(0);
    }
    const pdf = await t.request(`${MY_DATA}/export.pdf`, { headers: cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    // Lines wrap at spaces: joined with spaces, the PDF reads as written.
    const printed = (await pdfTextLines(bytes)).join(" ");
    for (const category of DATA_CATEGORIES) expect(printed).toContain(text(`my_data_category_${category}`));
    expect(printed).toContain("0123456789 · NGUYEN THI ANH TUYET");
    expect(printed).toContain(text("my_data_delivery_lead", { code: "LNMYDATA0001" }));
  });

  it("records the face step's biometric consent with its time and version, once per application", async () => {
    const bad = await postAs(t, "/api/v1/ekyc/biometric-consent", alice, {
      ticketCode: "HSMYDATA0001",
      version: "2000-01-01",
    });
    expect(bad).toMatchObject({ code: 252, message: text("biometric_consent_outdated") });
    const foreign = await postAs(t, "/api/v1/ekyc/biometric-consent", bob, {
      ticketCode: "HSMYDATA0001",
      version: BIOMETRIC_CONSENT_VERSION,
    });
    expect(foreign.status).toBe(404);
    const given = await postAs(t, "/api/v1/ekyc/biometric-consent", alice, {
      ticketCode: "HSMYDATA0001",
      version: BIOMETRIC_CONSENT_VERSION,
    });
    expect(given.code).toBe(200);
    expect(given.data).toMatchObject({ version: BIOMETRIC_CONSENT_VERSION, agreedAt: t.clock.now().toISOString() });
    const again = await postAs(t, "/api/v1/ekyc/biometric-consent", alice, {
      ticketCode: "HSMYDATA0001",
      version: BIOMETRIC_CONSENT_VERSION,
    });
    expect((again.data as { consentId: string }).consentId).toBe((given.data as { consentId: string }).consentId);
    const consents = ((await getWithToken(t, MY_DATA, alice)).data as MyData).consents;
    expect(consents.map((c) => c.purpose).sort()).toEqual(["biometric", "loan_lead", "ticket"]);
  });

  it("records a withdrawal; withdrawing the biometric consent deletes the face images", async () => {
    const before = ((await getWithToken(t, MY_DATA, alice)).data as MyData).consents;
    const biometric = before.find((c) => c.purpose === "biometric") as Consent;
    expect(existsSync(faceFile)).toBe(true);
    t.clock.advance(60_000);
    const answer = await postAs(t, "/api/me/consents/withdraw", alice, { consentId: biometric.id });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ faceImagesDeleted: 1, consent: { withdrawnAt: t.clock.now().toISOString() } });
    expect(existsSync(faceFile)).toBe(false);
    const after = (await getWithToken(t, MY_DATA, alice)).data as MyData;
    expect(after.consents.find((c) => c.id === biometric.id)?.withdrawnAt).toBe(t.clock.now().toISOString());
    expect(after.categories.find((c) => c.category === "face")?.items).toEqual([]);
    const lead = before.find((c) => c.purpose === "loan_lead") as Consent;
    const withdrawn = await postAs(t, "/api/me/consents/withdraw", alice, { consentId: lead.id });
    expect(withdrawn.data).toMatchObject({ faceImagesDeleted: 0 });
    const row = await t.database.db
      .selectFrom("consent_withdrawals")
      .selectAll()
      .where("consent_ref", "=", lead.id)
      .executeTakeFirst();
    expect(row?.purpose).toBe("loan_lead");
  });

  it("refuses the face upload while the application has no biometric consent (withdrawn here)", async () => {
    const upload = async () => {
      const form = new FormData();
      form.set("ticketCode", "HSMYDATA0001");
      const res = await t.request("/api/v1/upload-face-image", {
        method: "POST",
        body: form,
        headers: { cookie: `__Host-session=${alice}` },
      });
      return { status: res.status, ...((await res.json()) as { code: number; message?: string }) };
    };
    expect(await upload()).toMatchObject({ code: 253, message: text("biometric_consent_required") });
    const given = await postAs(t, "/api/v1/ekyc/biometric-consent", alice, {
      ticketCode: "HSMYDATA0001",
      version: BIOMETRIC_CONSENT_VERSION,
    });
    expect(given.code).toBe(200);
    // Past the consent, the upload goes on to its own checks (here: no image).
    expect(await upload()).toMatchObject({ status: 400, message: text("face_image_required") });
  });

  it("files a deletion request and shows its status until it is carried out", async () => {
    const filed = await postAs(t, "/api/me/deletion-requests", bob);
    expect(filed.code).toBe(200);
    const request = filed.data as DeletionRequestStatus;
    expect(request).toMatchObject({ status: "pending", completedAt: null });
    expect(filed.message).toBe(text("my_data_deletion_filed", { reference: request.reference }));
    const twice = await postAs(t, "/api/me/deletion-requests", bob);
    expect((twice.data as DeletionRequestStatus).reference).toBe(request.reference);
    const shown = ((await getWithToken(t, MY_DATA, bob)).data as MyData).deletionRequests;
    expect(shown).toEqual([request]);
    expect(((await getWithToken(t, MY_DATA, alice)).data as MyData).deletionRequests).toEqual([]);
  });

  it("refuses a deletion request for an account whose phone was never proven", async () => {
    await createUser(t.database, { phone: "0944100003", password: "carol-pass", verified: false });
    const carol = await signIn(t, "0944100003", "carol-pass");
    const answer = await postAs(t, "/api/me/deletion-requests", carol);
    expect(answer).toMatchObject({ code: 251, message: text("my_data_phone_not_verified") });
  });
});
