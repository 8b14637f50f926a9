import { Hono } from "hono";
import { boCardImageUploadEndpoint, CARD_IMAGE_MAX_BYTES, CARD_IMAGE_TYPES } from "../../src/contract/bo-card-images";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { readCounted } from "../http/upload-body";
import { storeCardImage } from "../services/cards/card-image-upload";

/** The upload's path under /api: app.ts gives it the upload body limit and lets its image body in. */
export const CARD_IMAGE_UPLOAD_PATH = /^\/api\/quan-tri\/cards\/\d{1,9}\/image$/;

function cardIdOf(params: Record<string, string>): number {
  if (!/^[1-9]\d{0,8}$/.test(params.id ?? "")) throw HttpError.of(404, "bo_card_not_found");
  return Number(params.id);
}

/** The editor's upload of a card's image (issue 31). */
export function boCardImageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  staffRoute(app, boCardImageUploadEndpoint, async ({ c, actor, params }) => {
    const id = cardIdOf(params);
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!(CARD_IMAGE_TYPES as readonly string[]).includes(type)) throw HttpError.of(415, "bo_card_image_type");
    // Measured before anything reads it as an image: a declared length over the limit is refused
    // unread, and reading stops at the first byte past it.
    const length = c.req.header("content-length");
    const declared = length !== undefined && /^\d{1,10}$/.test(length) ? Number(length) : null;
    if (declared !== null && declared > CARD_IMAGE_MAX_BYTES) throw HttpError.of(413, "bo_card_image_too_large");
    const bytes = await readCounted(c.req.raw.body, CARD_IMAGE_MAX_BYTES, declared);
    if (bytes === null) throw HttpError.of(413, "bo_card_image_too_large");
    const result = await storeCardImage(c.get("deps"), required(actor), id, bytes, type);
    switch (result.kind) {
      case "ok":
        return ok({ productImage: result.productImage, imageUrl: result.imageUrl });
      case "not-found":
        throw HttpError.of(404, "bo_card_not_found");
      case "empty":
        throw HttpError.of(400, "bo_card_image_empty");
      case "too-large":
        throw HttpError.of(413, "bo_card_image_too_large");
      case "wrong-type":
        throw HttpError.of(415, "bo_card_image_type");
      case "dimensions":
        throw HttpError.of(400, "bo_card_image_dimensions");
    }
  });
  return app;
}
