import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Attribution ids of a visit, read from the cookies the tracking feature sets (cid, pubid, pid). */
export interface ClickAttribution {
  clickId: string | null;
  pubId: string | null;
  partnerId: string | null;
}

export interface ClickContext extends ClickAttribution {
  userAgent: string | null;
  referrer: string | null;
}

/** Cookie and header values are stored trimmed, printable and short; anything else is dropped. */
export function cleanValue(value: string | undefined, max = 100): string | null {
  if (value === undefined) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped.
  const printable = value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return printable === "" ? null : printable.slice(0, max);
}

/**
 * The affiliate link of an active card after recording the click, or null when the card is
 * unknown or inactive (no click is recorded then, and nobody is redirected).
 */
export async function recordClick(
  db: Kysely<DB>,
  cardId: number,
  context: ClickContext,
  now: Date,
): Promise<string | null> {
  const card = await db
    .selectFrom("cards")
    .select("affiliate_link")
    .where("id", "=", cardId)
    .where("active", "=", true)
    .executeTakeFirst();
  if (!card) return null;
  await db
    .insertInto("card_clicks")
    .values({
      card_id: cardId,
      clicked_at: now,
      click_id: context.clickId,
      pub_id: context.pubId,
      partner_id: context.partnerId,
      user_agent: context.userAgent,
      referrer: context.referrer,
    })
    .execute();
  return card.affiliate_link;
}
