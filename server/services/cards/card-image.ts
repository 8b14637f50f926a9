import type { Kysely } from "kysely";
import { CARD_IMAGE_NAME } from "../../../src/contract/cards";
import type { DB } from "../../db/schema";

/**
 * Card images are drawn here as SVG from the card's own data (issuer, name, colour): nothing is
 * read from disk or downloaded, so a name can never reach a file. An unknown name gets the
 * default image.
 */

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch,
  );

/** Keeps a label on one line of the card (about 26 characters at this size). */
const clip = (text: string, max: number) =>
  Array.from(text).length > max
    ? `${Array.from(text)
        .slice(0, max - 1)
        .join("")}…`
    : text;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Darkens a #rrggbb colour by a factor (0..1), for the gradient's second stop. */
function darken(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - factor));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}

export function cardSvg(options: { issuer: string; name: string; color: string }): string {
  const color = HEX.test(options.color) ? options.color : "#0b5fff";
  const issuer = escapeXml(clip(options.issuer, 24));
  const name = escapeXml(clip(options.name, 26));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.45)}"/></linearGradient></defs>
<rect width="320" height="200" rx="16" fill="url(#g)"/>
<circle cx="270" cy="30" r="70" fill="#fff" fill-opacity="0.08"/>
<text x="20" y="36" font-family="system-ui, Arial, sans-serif" font-size="16" font-weight="700" fill="#fff">${issuer}</text>
<rect x="20" y="70" width="44" height="32" rx="6" fill="#f5d27a"/>
<path d="M20 86h44M42 70v32" stroke="#b8923a" stroke-width="1.5"/>
<text x="20" y="140" font-family="monospace" font-size="15" fill="#fff" fill-opacity="0.85" letter-spacing="2">•••• •••• •••• 2026</text>
<text x="20" y="176" font-family="system-ui, Arial, sans-serif" font-size="15" font-weight="600" fill="#fff">${name}</text>
</svg>`;
}

/** The image shown when a name is unknown or a card image fails. */
export const DEFAULT_CARD_SVG = cardSvg({ issuer: "Thẻ tín dụng", name: "", color: "#64748b" });

/** The SVG of a catalogue image name, or null when no card uses that name. */
export async function cardImage(db: Kysely<DB>, imageName: string): Promise<string | null> {
  if (!CARD_IMAGE_NAME.test(imageName)) return null;
  const row = await db
    .selectFrom("cards")
    .select(["card_issuer", "name", "image_color"])
    .where("product_image", "=", imageName)
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row ? cardSvg({ issuer: row.card_issuer, name: row.name, color: row.image_color }) : null;
}
