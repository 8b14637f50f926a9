import * as v from "valibot";
import { cardImageEndpoint } from "./cards";
import { endpoint, fillPath } from "./endpoint";

/**
 * A card's image uploaded by the editor (issue 31). The request's body is the image itself
 * (Content-Type image/png, image/jpeg or image/webp, at most CARD_IMAGE_MAX_BYTES, counted as it
 * arrives, before anything reads it as an image; its type is told by its first bytes). It is kept
 * in the database and served from our origin under its SHA-256, `<sha256>.<png|jpg|webp>` on the
 * card image endpoint (src/contract/cards.ts), cached for a year: a new image is a new URL. The
 * card's productImage becomes that name, so the public site shows it.
 */

export const CARD_IMAGE_MAX_BYTES = 300 * 1024;
/** At most this many pixels a side (read from the header, never decoded): no image bomb for a browser. */
export const CARD_IMAGE_MAX_SIDE = 4000;
export const CARD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type CardImageType = (typeof CARD_IMAGE_TYPES)[number];
export const CARD_IMAGE_EXTENSIONS: Readonly<Record<CardImageType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** An uploaded image's name: its SHA-256 and extension (the versioned part of its URL). */
export const UPLOADED_CARD_IMAGE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;
export const uploadedImageName = (sha256: string, type: CardImageType) => `${sha256}.${CARD_IMAGE_EXTENSIONS[type]}`;

/** Where a card image of that name is served on our origin (the URL the audit log records). */
export const cardImagePath = (name: string) => `/api${fillPath(cardImageEndpoint.path, { image: name })}`;

/** Replaces the card's image: the body is the image (no JSON). Answers its name and URL. */
export const boCardImageUploadEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/cards/{id}/image",
  data: v.object({ productImage: v.string(), imageUrl: v.string() }),
});
