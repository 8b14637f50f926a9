import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { readStoredFile } from "../loan-ticket/file-store";
import { deliveryKey } from "./deliveries";
import type { PartnerEndpoint } from "./partners-config";

/**
 * GET {token}{id} (decision 013): the partner an application was delivered to downloads its
 * documents (contract, ID images, selfie) from links we put in the application. The token is a
 * short-lived prefix signed with that partner's key:
 * `{partnerId}.{applicationCode}.{issuedAt}.{expires}.{hmac}` (Unix seconds); {id} is the file id.
 * A link lives at most FILE_LINK_SECONDS (issue 30: a 10-year token signed with the key worked):
 * one whose expiry is more than that after its issue or after now is refused like a forged one.
 * Anything wrong answers "not found", never why.
 */

/** How long a document link works, at most (the application is re-signed on every delivery try). */
export const FILE_LINK_SECONDS = 60 * 60;

/**
 * How far the clock of the instance that checks a link may lag the one that minted it (several
 * instances, decision 020): a link minted a moment "later" is not refused as over its lifetime.
 */
const CLOCK_SKEW_SECONDS = 60;

function tokenSignature(key: string, partnerId: number, code: string, issuedAt: number, expires: number): string {
  return createHmac("sha256", key).update(`file.${partnerId}.${code}.${issuedAt}.${expires}`).digest("hex");
}

/** A document-link token issued now, valid FILE_LINK_SECONDS (never longer). */
export function fileToken(endpoint: PartnerEndpoint, code: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + FILE_LINK_SECONDS;
  const signature = tokenSignature(endpoint.key, endpoint.id, code, issuedAt, expires);
  return `${endpoint.id}.${code}.${issuedAt}.${expires}.${signature}`;
}

/** Unexpired, and its lifetime within the cap, counted from its issue and from now. */
function withinLifetime(issuedAt: number, expires: number, now: Date): boolean {
  const nowSeconds = now.getTime() / 1000;
  return (
    expires >= nowSeconds &&
    expires - issuedAt <= FILE_LINK_SECONDS &&
    expires - nowSeconds <= FILE_LINK_SECONDS + CLOCK_SKEW_SECONDS
  );
}

/** The document links of an application for its partner. */
export async function documentLinks(
  db: Kysely<DB>,
  input: { endpoint: PartnerEndpoint; code: string; origin: string; now: Date },
): Promise<Array<{ kind: string; url: string }>> {
  const files = await db
    .selectFrom("loan_application_files")
    .select(["id", "kind"])
    .where("application_code", "=", input.code)
    .orderBy("created_at")
    .execute();
  const token = fileToken(input.endpoint, input.code, input.now);
  return files.map((file) => ({ kind: file.kind, url: `${input.origin}/api/v1/partner-file/${token}/${file.id}` }));
}

export type PartnerFile = { kind: "ok"; bytes: Uint8Array; mime: string } | { kind: "not_found" };

/** The file {id} behind a token: valid signature, not expired, delivered to that partner. */
export async function partnerFile(deps: Deps, token: string, id: string): Promise<PartnerFile> {
  const match = /^(\d{1,9})\.(HS[A-Z0-9]{10})\.(\d{1,12})\.(\d{1,12})\.([a-f0-9]{64})$/.exec(token);
  if (!match) return { kind: "not_found" };
  const [, partnerText = "", code = "", issuedText = "", expiresText = "", signature = ""] = match;
  const partnerId = Number(partnerText);
  const issuedAt = Number(issuedText);
  const expires = Number(expiresText);
  const endpoint = deps.config.partners.endpoints.find((e) => e.id === partnerId);
  if (!endpoint || !withinLifetime(issuedAt, expires, deps.clock.now())) return { kind: "not_found" };
  const expected = Buffer.from(tokenSignature(endpoint.key, partnerId, code, issuedAt, expires));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { kind: "not_found" };
  const delivery = await deps.database.db
    .selectFrom("partner_deliveries")
    .select("id")
    .where("idempotency_key", "=", deliveryKey("application", code))
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!delivery) return { kind: "not_found" };
  const file = await readStoredFile(deps, code, id);
  return file ? { kind: "ok", bytes: file.bytes, mime: file.mime } : { kind: "not_found" };
}
