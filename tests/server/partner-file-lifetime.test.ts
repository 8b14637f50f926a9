import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeFile } from "../../server/services/loan-ticket/file-store";
import { recordDelivery } from "../../server/services/partners/deliveries";
import { FILE_LINK_SECONDS, fileToken } from "../../server/services/partners/partner-files";
import { SAMPLE_PARTNER_KEYS } from "../../server/services/partners/partners-config";
import { funnelCaller, newDraft } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 30: partner-file links accepted any lifetime (a 10-year token signed with the partner's key
 * worked). A link lives at most one hour, counted from its issue and from now.
 */
const KEY_1 = SAMPLE_PARTNER_KEYS[1] as string;
const YEAR = 365 * 24 * 3600;
const hmac = (text: string) => createHmac("sha256", KEY_1).update(text).digest("hex");

describe.each(testDatabaseKinds())("partner-file link lifetime on %s", (kind) => {
  let t: TestApp;
  let code = "";
  let fileId = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    code = await newDraft(t, await funnelCaller(t));
    const bytes = new TextEncoder().encode("%PDF-1.4 hợp đồng");
    fileId = await storeFile(t.deps, { code, kind: "contract", bytes, mime: "application/pdf" });
    await recordDelivery(t.database.db, { kind: "application", subjectCode: code, partnerId: 1, now: t.clock.now() });
  });
  afterAll(() => t.close());

  const status = async (token: string) => (await t.request(`/api/v1/partner-file/${token}/${fileId}`)).status;
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  it("mints links of one hour that work until they expire", async () => {
    const token = fileToken({ id: 1, url: "http://127.0.0.1:9", key: KEY_1 }, code, t.clock.now());
    const [, , issuedAt, expires] = token.split(".").map(Number) as number[];
    expect((expires as number) - (issuedAt as number)).toBe(FILE_LINK_SECONDS);
    expect(FILE_LINK_SECONDS).toBe(3600);
    expect(await status(token)).toBe(200);
    t.clock.advance(FILE_LINK_SECONDS * 1000 + 1000);
    try {
      expect(await status(token)).toBe(404);
    } finally {
      t.clock.advance(-(FILE_LINK_SECONDS * 1000 + 1000));
    }
  });

  it("refuses a correctly signed 10-year link, whatever its form", async () => {
    const now = nowSeconds();
    const tenYears = now + 10 * YEAR;
    // The form accepted before: {partner}.{code}.{expires}.{hmac}.
    expect(await status(`1.${code}.${tenYears}.${hmac(`file.1.${code}.${tenYears}`)}`)).toBe(404);
    // Issued now, expiring in ten years: exp - iat is over an hour.
    expect(await status(`1.${code}.${now}.${tenYears}.${hmac(`file.1.${code}.${now}.${tenYears}`)}`)).toBe(404);
    // "Issued" one hour before its expiry ten years ahead: exp - now is over an hour.
    const lateIssue = tenYears - 3600;
    expect(await status(`1.${code}.${lateIssue}.${tenYears}.${hmac(`file.1.${code}.${lateIssue}.${tenYears}`)}`)).toBe(
      404,
    );
    // One second over the hour is over.
    const over = now + 3601;
    expect(await status(`1.${code}.${now}.${over}.${hmac(`file.1.${code}.${now}.${over}`)}`)).toBe(404);
    const exact = now + 3600;
    expect(await status(`1.${code}.${now}.${exact}.${hmac(`file.1.${code}.${now}.${exact}`)}`)).toBe(200);
  });

  it("takes a link minted by an instance whose clock runs up to a minute ahead, not more", async () => {
    const now = nowSeconds();
    const link = (issued: number) =>
      `1.${code}.${issued}.${issued + 3600}.${hmac(`file.1.${code}.${issued}.${issued + 3600}`)}`;
    expect(await status(link(now + 30))).toBe(200);
    expect(await status(link(now + 90))).toBe(404);
  });
});
