import type { Kysely } from "kysely";
import type { DB } from "../db/schema";

/** The business code to answer for a blacklisted phone (201 or 202), or null when it may register. */
export async function phoneBlacklistCode(db: Kysely<DB>, phone: string): Promise<number | null> {
  const row = await db
    .selectFrom("blacklist_phones")
    .select("answer_code")
    .where("phone", "=", phone)
    .executeTakeFirst();
  return row?.answer_code ?? null;
}

/** The business code to answer for a blacklisted national ID (201), or null. */
export async function nationalIdBlacklistCode(db: Kysely<DB>, nationalId: string): Promise<number | null> {
  const row = await db
    .selectFrom("blacklist_national_ids")
    .select("answer_code")
    .where("national_id", "=", nationalId)
    .executeTakeFirst();
  return row?.answer_code ?? null;
}
