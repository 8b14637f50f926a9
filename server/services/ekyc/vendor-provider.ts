import * as v from "valibot";
import { cccdFieldsSchema } from "../../../src/contract/ekyc";
import type { DocumentInput, DocumentOutcome, EkycProvider, FaceInput, FaceOutcome } from "./provider";

/**
 * An external eKYC vendor behind the same interface (EKYC_PROVIDER=vendor, EKYC_VENDOR_URL,
 * EKYC_VENDOR_KEY). The wire format is ours, for an adapter in front of the vendor:
 *   POST {url}/document  multipart: documentType, side, file  ->  { code: "000", fields? } | { code }
 *   POST {url}/face      multipart: selfie, card?  (the vendor measures; no browser score is sent)
 *                         ->  { result: "matched" | "manualReview" | "mismatch" | "forgery" } | { code }
 * Codes are SPEC.md section 8 codes; a network failure or a bad answer is 'idg_system_busy'.
 */
export interface VendorConfig {
  url: string;
  key: string;
  timeoutMs?: number;
}

const documentAnswer = v.object({ code: v.string(), fields: v.optional(v.nullable(cccdFieldsSchema)) });
const faceAnswer = v.union([
  v.object({ result: v.picklist(["matched", "manualReview", "mismatch", "forgery"]) }),
  v.object({ code: v.string() }),
]);

const BUSY = "idg_system_busy";

function blob(bytes: Uint8Array, mime: string): Blob {
  return new Blob([bytes.slice().buffer as ArrayBuffer], { type: mime });
}

export function vendorProvider(config: VendorConfig, fetchImpl: typeof fetch = fetch): EkycProvider {
  const call = async (path: string, form: FormData): Promise<unknown> => {
    const res = await fetchImpl(`${config.url.replace(/\/$/, "")}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.key}` },
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
    });
    if (!res.ok) throw new Error(`vendor answered ${res.status}`);
    return res.json();
  };
  return {
    name: "vendor",
    async readDocument(input: DocumentInput): Promise<DocumentOutcome> {
      const form = new FormData();
      form.set("documentType", input.documentType);
      form.set("side", input.side);
      form.set("file", blob(input.bytes, input.mime), "document");
      try {
        const answer = v.safeParse(documentAnswer, await call("/document", form));
        if (!answer.success) return { ok: false, code: BUSY };
        if (answer.output.code !== "000") return { ok: false, code: answer.output.code };
        return { ok: true, fields: answer.output.fields ?? null };
      } catch {
        return { ok: false, code: BUSY };
      }
    },
    async checkFace(input: FaceInput): Promise<FaceOutcome> {
      const form = new FormData();
      form.set("selfie", blob(input.selfie, input.mime), "selfie");
      if (input.card) form.set("card", blob(input.card.bytes, input.card.mime), "card");
      try {
        const answer = v.safeParse(faceAnswer, await call("/face", form));
        if (!answer.success) return { kind: "error", code: BUSY };
        if ("result" in answer.output) return { kind: answer.output.result };
        return { kind: "error", code: answer.output.code };
      } catch {
        return { kind: "error", code: BUSY };
      }
    },
  };
}
