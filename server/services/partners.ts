import type { Kysely } from "kysely";
import type { DB } from "../db/schema";

export interface Partner {
  id: number;
  name: string;
  minScore: number;
  maxAmount: number;
}

const columns = ["id", "name", "min_score", "max_amount"] as const;

function toPartner(row: { id: number; name: string; min_score: number; max_amount: number }): Partner {
  return { id: row.id, name: row.name, minScore: row.min_score, maxAmount: row.max_amount };
}

/** Active partners in display order (the first partner first). */
export async function listPartners(db: Kysely<DB>): Promise<Partner[]> {
  const rows = await db
    .selectFrom("partners")
    .select(columns)
    .where("active", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toPartner);
}

/**
 * The partner a score goes to: among active partners whose min_score the score reaches, the one
 * with the highest min_score (then the lowest position). Null means the regret outcome.
 */
export async function outcomeFor(db: Kysely<DB>, score: number): Promise<Partner | null> {
  const row = await db
    .selectFrom("partners")
    .select(columns)
    .where("active", "=", true)
    .where("min_score", "<=", score)
    .orderBy("min_score", "desc")
    .orderBy("position")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row ? toPartner(row) : null;
}
