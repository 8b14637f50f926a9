import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimulator } from "../../scripts/partner-sim/server";
import { storeFile } from "../../server/services/loan-ticket/file-store";
import { recordDelivery } from "../../server/services/partners/deliveries";
import { fileToken } from "../../server/services/partners/partner-files";
import { SAMPLE_PARTNER_KEYS } from "../../server/services/partners/partners-config";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, funnelCaller, newDraft } from "./support/loan-ticket-helpers";
import { freePort } from "./support/partner-sim";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Contract tests of the remaining SPEC §7 partner calls (decision 013), against the partner
 * simulator's app on loopback: checkRuleFront / checkRuleBack, MobiFone's step 2, GET {token}{id},
 * check/load/service with the partner's answer, and the demo headers call.
 */
const IMAGE = "0123456789abcdef0123456789abcdef";

describe.each(testDatabaseKinds())("partner rules, MobiFone step 2, documents and service on %s", (kind) => {
  let t: TestApp;
  let partner: ServerType;
  let caller: Caller;
  let simUrl = "";
  const sim = createSimulator({
    callbackOrigin: "http://127.0.0.1:9",
    mode: "normal",
    delayMs: 0,
    callbackDelayMs: 60_000,
    log: () => {},
  });

  beforeAll(async () => {
    const port = await freePort();
    partner = serve({ fetch: sim.app.fetch, port, hostname: "127.0.0.1" });
    simUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind);
    t.clock.set(new Date());
    t.deps.config = {
      ...t.deps.config,
      partners: {
        ...t.deps.config.partners,
        endpoints: [1, 2].map((id) => ({ id, url: `${simUrl}/p/${id}`, key: SAMPLE_PARTNER_KEYS[id] as string })),
      },
    };
    caller = await funnelCaller(t);
  });
  afterAll(async () => {
    await new Promise((resolve) => partner.close(resolve));
    await t.close();
  });

  const control = (body: Record<string, unknown>) =>
    fetch(`${simUrl}/control`, { method: "POST", body: JSON.stringify(body) });

  /** A draft holding a front (and back) image with the given read fields. */
  async function draftWithDocument(
    fields: { dateOfBirth?: string; issueDate?: string; idNumber?: string },
    options: { productId?: number; documentType?: "cccd" | "passport" } = {},
  ): Promise<string> {
    const code = await newDraft(t, caller, options.productId ?? 1);
    await t.database.db
      .updateTable("loan_applications")
      .set({
        document_type: options.documentType ?? "cccd",
        front_image_id: IMAGE,
        back_image_id: IMAGE,
        qr_fields: JSON.stringify({
          idNumber: fields.idNumber ?? "001090012345",
          oldIdNumber: "",
          fullName: "Nguyễn Thị Hồng Nhung",
          dateOfBirth: fields.dateOfBirth ?? "12/03/1990",
          gender: "Nữ",
          address: "Hà Nội",
          issueDate: fields.issueDate ?? "20/04/2021",
        }),
      })
      .where("code", "=", code)
      .execute();
    return code;
  }

  /** dd/mm/yyyy of the test clock's date `years` years back (and `days` days more). */
  function yearsAgo(years: number, days = 0): string {
    const d = new Date(t.clock.now());
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() - days);
    return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
  }

  describe("checkRuleFront / checkRuleBack", () => {
    it("answers 401 without a caller, 400 for a malformed image id and 409 for an image the application does not hold", async () => {
      const code = await draftWithDocument({});
      expect((await call(t, "/api/v1/checkRuleFront", { json: { code, imageId: IMAGE } })).status).toBe(401);
      const bad = await call(t, "/api/v1/checkRuleFront", { caller, json: { code, imageId: "x" } });
      expect(bad).toMatchObject({ status: 400, message: text("partner_rule_image_invalid") });
      const stale = await call(t, "/api/v1/checkRuleBack", { caller, json: { code, imageId: "f".repeat(32) } });
      expect(stale).toMatchObject({ status: 409, message: text("partner_rule_image_stale") });
    });

    it("accepts an adult's citizen ID card on both sides", async () => {
      const code = await draftWithDocument({});
      for (const path of ["/api/v1/checkRuleFront", "/api/v1/checkRuleBack"]) {
        const answer = await call(t, path, { caller, json: { code, imageId: IMAGE } });
        expect(answer).toMatchObject({ status: 200, code: 200, data: { accepted: true, reasons: [] } });
      }
    });

    it("refuses the front of someone outside the lending age 18 to 60 (SPEC §9)", async () => {
      const young = await draftWithDocument({ dateOfBirth: yearsAgo(18, -1) });
      expect((await call(t, "/api/v1/checkRuleFront", { caller, json: { code: young, imageId: IMAGE } })).data).toEqual(
        {
          accepted: false,
          reasons: [text("partner_rule_age")],
        },
      );
      const adult = await draftWithDocument({ dateOfBirth: yearsAgo(18) });
      expect((await call(t, "/api/v1/checkRuleFront", { caller, json: { code: adult, imageId: IMAGE } })).data).toEqual(
        {
          accepted: true,
          reasons: [],
        },
      );
      const old = await draftWithDocument({ dateOfBirth: yearsAgo(61) });
      expect(
        (await call(t, "/api/v1/checkRuleFront", { caller, json: { code: old, imageId: IMAGE } })).data,
      ).toMatchObject({ accepted: false });
    });

    it("refuses a document type the product does not take", async () => {
      // Product 2 takes the chip citizen ID card only.
      const code = await draftWithDocument({}, { productId: 2, documentType: "passport" });
      const answer = await call(t, "/api/v1/checkRuleFront", { caller, json: { code, imageId: IMAGE } });
      expect(answer.data).toEqual({ accepted: false, reasons: [text("partner_rule_document_type")] });
    });

    it("carries the partner's own refusals: a document reported lost, a back issued more than 15 years ago", async () => {
      const lost = await draftWithDocument({ idNumber: "001090012999" });
      expect((await call(t, "/api/v1/checkRuleFront", { caller, json: { code: lost, imageId: IMAGE } })).data).toEqual({
        accepted: false,
        reasons: [text("partner_rule_reported_lost")],
      });
      const expired = await draftWithDocument({ issueDate: yearsAgo(16) });
      expect(
        (await call(t, "/api/v1/checkRuleBack", { caller, json: { code: expired, imageId: IMAGE } })).data,
      ).toEqual({ accepted: false, reasons: [text("partner_rule_issue_date")] });
    });

    it("refuses a back whose issue date is in the future", async () => {
      const d = new Date(t.clock.now().getTime() + 40 * 86_400_000);
      const future = `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
      const code = await draftWithDocument({ issueDate: future });
      const answer = await call(t, "/api/v1/checkRuleBack", { caller, json: { code, imageId: IMAGE } });
      expect(answer.data).toEqual({ accepted: false, reasons: [text("partner_rule_issue_date")] });
    });
  });

  describe("MobiFone step 2", () => {
    async function verified(phone: string): Promise<string> {
      const code = await newDraft(t, caller);
      await t.database.db
        .updateTable("loan_applications")
        .set({
          status: "contractPending",
          phone,
          identity: JSON.stringify({
            documentType: "cccd",
            idNumber: "001090012345",
            fullName: "Nguyễn Thị Hồng Nhung",
          }),
        })
        .where("code", "=", code)
        .execute();
      return code;
    }
    const step2 = (code: string, json: unknown, who: Caller | null = caller) =>
      call(t, `/api/v1/ticket/${code}/mobifone-ticket/step2`, { json, ...(who !== null ? { caller: who } : {}) });

    it("answers 401 without a caller, 400 without a transaction and 409 before the OTP is verified", async () => {
      const draft = await newDraft(t, caller);
      expect((await step2(draft, { transactionId: "tx" }, null)).status).toBe(401);
      expect(await step2(draft, { transactionId: "" })).toMatchObject({
        status: 400,
        message: text("partner_step2_transaction_invalid"),
      });
      expect(await step2(draft, { transactionId: "tx" })).toMatchObject({
        status: 409,
        message: text("partner_step2_not_ready"),
      });
    });

    it("has the partner check a MobiFone subscriber against the ID, and passes other networks unchecked", async () => {
      const ok = await step2(await verified("0901234567"), { transactionId: "tx-1" });
      expect(ok).toMatchObject({ status: 200, code: 200, data: { accepted: true, checked: true } });
      const refused = await step2(await verified("0931234000"), { transactionId: "tx-2" });
      expect(refused).toMatchObject({
        status: 200,
        data: { accepted: false, checked: true },
        message: text("partner_step2_refused"),
      });
      const viettel = await step2(await verified("0981234000"), { transactionId: "tx-3" });
      expect(viettel).toMatchObject({ status: 200, data: { accepted: true, checked: false } });
    });

    it("answers 503 when the partner cannot be asked", async () => {
      await control({ mode: "fail" });
      try {
        const answer = await step2(await verified("0901234567"), { transactionId: "tx-4" });
        expect(answer).toMatchObject({ status: 503, message: text("partner_unavailable") });
      } finally {
        await control({ mode: "normal" });
      }
    });
  });

  describe("GET {token}{id}: the partner's document links", () => {
    it("serves a file of an application delivered to the partner, with a valid unexpired token only", async () => {
      const code = await newDraft(t, caller);
      const bytes = new TextEncoder().encode("%PDF-1.4 hợp đồng");
      const id = await storeFile(t.deps, { code, kind: "contract", bytes, mime: "application/pdf" });
      const [one, two] = t.deps.config.partners.endpoints as [
        (typeof t.deps.config.partners.endpoints)[number],
        (typeof t.deps.config.partners.endpoints)[number],
      ];
      const token = fileToken(one, code, t.clock.now());
      const path = (tok: string, file = id) => `/api/v1/partner-file/${tok}/${file}`;
      // Not delivered yet: nothing.
      expect((await t.request(path(token))).status).toBe(404);
      await recordDelivery(t.database.db, { kind: "application", subjectCode: code, partnerId: 1, now: t.clock.now() });
      const res = await t.request(path(token));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      // Another partner's token, a forged signature, another file id, an expired link: not found.
      expect((await t.request(path(fileToken(two, code, t.clock.now())))).status).toBe(404);
      expect((await t.request(path(`${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`))).status).toBe(404);
      expect((await t.request(path(token, "f".repeat(32)))).status).toBe(404);
      const missing = await call(t, path(token, "f".repeat(32)));
      expect(missing.message).toBe(text("partner_file_not_found"));
      t.clock.set(new Date(t.clock.now().getTime() + 2 * 3_600_000));
      try {
        expect((await t.request(path(token))).status).toBe(404);
      } finally {
        t.clock.set(new Date());
      }
    });
  });

  describe("check/load/service with the partner's answer", () => {
    it("is unavailable while the partner says its service is closed, and available when open or unreachable", async () => {
      await control({ service: "closed" });
      try {
        const closed = await call(t, "/api/check/load/service", { json: { productId: 1 } });
        expect(closed).toMatchObject({
          status: 200,
          data: { available: false },
          message: text("partner_service_unavailable"),
        });
      } finally {
        await control({ service: "open" });
      }
      expect((await call(t, "/api/check/load/service", { json: { productId: 1 } })).data).toEqual({ available: true });
      const saved = t.deps.config;
      t.deps.config = {
        ...saved,
        partners: {
          ...saved.partners,
          endpoints: [{ id: 1, url: "http://127.0.0.1:9/p/1", key: SAMPLE_PARTNER_KEYS[1] as string }],
        },
      };
      try {
        expect((await call(t, "/api/check/load/service", { json: { productId: 1 } })).data).toEqual({
          available: true,
        });
      } finally {
        t.deps.config = saved;
      }
    });
  });

  describe("the demo headers call", () => {
    it("answers the request headers the server saw, credentials hidden", async () => {
      const res = await t.request("/api/demo/headers", {
        headers: { "accept-language": "vi", cookie: "sid=secret", authorization: "Bearer secret" },
      });
      const body = (await res.json()) as { code: number; data: { headers: Record<string, string> } };
      expect(res.status).toBe(200);
      expect(body.data.headers["accept-language"]).toBe("vi");
      expect(body.data.headers.cookie).not.toContain("secret");
      expect(body.data.headers.authorization).not.toContain("secret");
    });

    it("echoes nothing in production, with a 200 so a visitor's console shows no error", async () => {
      const saved = t.deps.config;
      t.deps.config = { ...saved, nodeEnv: "production" };
      try {
        const res = await t.request("/api/demo/headers", { headers: { "accept-language": "vi" } });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { data: { headers: object } }).data.headers).toEqual({});
      } finally {
        t.deps.config = saved;
      }
    });
  });
});
