import { createHash } from "node:crypto";
import { imageSize } from "image-size";
import type { Kysely } from "kysely";
import {
  CARD_IMAGE_EXTENSIONS,
  CARD_IMAGE_MAX_BYTES,
  CARD_IMAGE_MAX_SIDE,
  type CardImageType,
  cardImagePath,
  UPLOADED_CARD_IMAGE,
  uploadedImageName,
} from "../../../src/contract/bo-card-images";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { type AuditActorRef, staffAction } from "../audit/staff-action";
import { logoTypeOf } from "../site/partner-logos";
import { invalidateCardIndex } from "./list-index";

/**
 * A card's uploaded image (issue 31). The body was counted as it arrived (the route); here its type
 * is told by its first bytes (the signature each format opens with) and its size read from its
 * header only (image-size: no pixel is decoded on the server, the browser does that). It is kept in
 * card_images and the card's product_image becomes `<sha256>.<ext>`: on cards, that moves
 * card_catalogue_version, so every instance's card index and pages show it within a second.
 */

export type CardImageCheck =
  | { kind: "ok"; type: CardImageType; sha256: string }
  | { kind: "empty" }
  | { kind: "too-large" }
  | { kind: "wrong-type" }
  | { kind: "dimensions" };

const HEADER_TYPE: Readonly<Record<CardImageType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** Whether `bytes`, sent as `declared` (the request's Content-Type), may be stored as a card image. */
export function checkCardImage(bytes: Uint8Array, declared: string): CardImageCheck {
  if (bytes.length === 0) return { kind: "empty" };
  if (bytes.length > CARD_IMAGE_MAX_BYTES) return { kind: "too-large" };
  const type = logoTypeOf(bytes);
  if (type === null || type !== declared) return { kind: "wrong-type" };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { kind: "wrong-type" };
  }
  if (size.type !== HEADER_TYPE[type] || !size.width || !size.height) return { kind: "wrong-type" };
  if (size.width > CARD_IMAGE_MAX_SIDE || size.height > CARD_IMAGE_MAX_SIDE) return { kind: "dimensions" };
  return { kind: "ok", type, sha256: createHash("sha256").update(bytes).digest("hex") };
}

export type CardImageStored =
  | { kind: "ok"; productImage: string; imageUrl: string }
  | { kind: "not-found" }
  | Exclude<CardImageCheck, { kind: "ok" }>;

/** Replaces card `id`'s image with `bytes`; audited with the image URLs before and after. */
export async function storeCardImage(
  deps: Pick<Deps, "database" | "clock">,
  actor: AuditActorRef,
  id: number,
  bytes: Uint8Array,
  declared: string,
): Promise<CardImageStored> {
  const check = checkCardImage(bytes, declared);
  if (check.kind !== "ok") return check;
  const now = deps.clock.now();
  const name = uploadedImageName(check.sha256, check.type);
  const done = await staffAction<CardImageStored>(
    deps,
    actor,
    { action: "card.image", target: `card:${id}` },
    async (trx) => {
      const card = await trx
        .selectFrom("cards")
        .select("product_image")
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      if (!card) return { value: { kind: "not-found" } };
      const values = { mime_type: check.type, bytes: Buffer.from(bytes), sha256: check.sha256, updated_at: now };
      await trx
        .insertInto("card_images")
        .values({ card_id: id, ...values, updated_by: actor.staffId })
        .onConflict((oc) => oc.column("card_id").doUpdateSet({ ...values, updated_by: actor.staffId }))
        .execute();
      await trx.updateTable("cards").set({ product_image: name, updated_at: now }).where("id", "=", id).execute();
      const imageUrl = cardImagePath(name);
      return {
        value: { kind: "ok", productImage: name, imageUrl },
        audit: {
          before: { imageUrl: cardImagePath(card.product_image) },
          after: { imageUrl, type: check.type, bytes: bytes.length },
        },
      };
    },
  );
  invalidateCardIndex(deps.database.db);
  return done;
}

/** The stored image an uploaded name (`<sha256>.<ext>`) names, with its type; null when none. */
export async function uploadedCardImage(
  db: Kysely<DB>,
  name: string,
): Promise<{ type: CardImageType; bytes: Uint8Array } | null> {
  const match = UPLOADED_CARD_IMAGE.exec(name);
  if (!match) return null;
  const row = await db
    .selectFrom("card_images")
    .select(["mime_type", "bytes"])
    .where("sha256", "=", match[1] as string)
    .limit(1)
    .executeTakeFirst();
  if (!row || CARD_IMAGE_EXTENSIONS[row.mime_type] !== match[2]) return null;
  return { type: row.mime_type, bytes: new Uint8Array(row.bytes) };
}
