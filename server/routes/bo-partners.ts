import { Hono } from "hono";
import {
  PARTNER_LOGO_MAX_BYTES,
  PARTNER_LOGO_TYPES,
  partnerFactsEndpoint,
  partnerLogoEndpoint,
  partnerLogoUploadEndpoint,
  partnersAdminListEndpoint,
} from "../../src/contract/bo-partners";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { readCounted } from "../http/upload-body";
import {
  listPartnerRows,
  type PartnerChange,
  storePartnerLogo,
  updatePartnerFacts,
} from "../services/site/partner-editor";
import { logoBySha } from "../services/site/partner-logos";

/** The logo upload's path under /api: app.ts gives it the upload body limit and lets its image body in. */
export const PARTNER_LOGO_UPLOAD_PATH = /^\/api\/quan-tri\/partners\/\d{1,9}\/logo$/;

/** A logo's file in its URL: the SHA-256 of its bytes and its extension. */
const LOGO_FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;
const LONG_CACHE = "public, max-age=31536000, immutable";

function idOf(params: Record<string, string>): number {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw HttpError.of(404, "bo_partner_not_found");
  return Number(params.id);
}

function answer(result: PartnerChange): string | null {
  if (result.kind === "not-found") throw HttpError.of(404, "bo_partner_not_found");
  if (result.kind === "empty") throw HttpError.of(400, "bo_partner_logo_empty");
  if (result.kind === "too-large") throw HttpError.of(413, "bo_partner_logo_too_large");
  if (result.kind === "wrong-type") throw HttpError.of(415, "bo_partner_logo_type");
  return result.logoUrl;
}

/** The partners' logos a visitor's browser loads, and the editor's partner screen (issue 31). */
export function boPartnerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, partnerLogoEndpoint, async ({ c, params }) => {
    const file = LOGO_FILE.exec(params.file ?? "");
    const logo = file ? await logoBySha(c.get("deps").database.db, file[1] as string) : null;
    if (!logo) throw HttpError.of(404, "not_found");
    // The URL names the bytes (their SHA-256): the answer never changes, so it is kept for a year.
    return c.body(new Uint8Array(logo.bytes), 200, {
      "Content-Type": logo.type,
      "Cache-Control": LONG_CACHE,
      "Content-Length": String(logo.bytes.length),
    });
  });
  staffRoute(app, partnersAdminListEndpoint, async ({ c }) =>
    ok({ rows: await listPartnerRows(c.get("deps").database.db) }),
  );
  staffRoute(app, partnerFactsEndpoint, async ({ c, actor, body, params }) => {
    answer(await updatePartnerFacts(c.get("deps"), required(actor), idOf(params), body));
    return ok(null);
  });
  staffRoute(app, partnerLogoUploadEndpoint, async ({ c, actor, params }) => {
    const id = idOf(params);
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!(PARTNER_LOGO_TYPES as readonly string[]).includes(type)) throw HttpError.of(415, "bo_partner_logo_type");
    // Measured as it arrives, before anything reads it as an image: a declared length over the
    // limit is refused unread, and reading stops at the first byte past it.
    const length = c.req.header("content-length");
    const declared = length !== undefined && /^\d{1,10}$/.test(length) ? Number(length) : null;
    if (declared !== null && declared > PARTNER_LOGO_MAX_BYTES) throw HttpError.of(413, "bo_partner_logo_too_large");
    const bytes = await readCounted(c.req.raw.body, PARTNER_LOGO_MAX_BYTES, declared);
    if (bytes === null) throw HttpError.of(413, "bo_partner_logo_too_large");
    const logoUrl = answer(await storePartnerLogo(c.get("deps"), required(actor), id, bytes, type));
    return ok({ logoUrl: logoUrl ?? "" });
  });
  return app;
}
