import type { Kysely } from "kysely";
import type { StaffRole } from "../../../src/contract/staff";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import type { StaffActor } from "./actor";
import { API_TOKEN_PREFIX, newSecretToken, secretTokenHash } from "./secret-tokens";

/** Per-staff API tokens for scripts: `Authorization: Bearer stf_…`, shown once, revocable. */

export interface TokenOwner {
  staffId: number;
  email: string;
  fullName: string;
  role: StaffRole;
}

/** The active staff member an Authorization header's token belongs to, or null. */
export async function apiTokenOwner(deps: Deps, header: string | undefined): Promise<TokenOwner | null> {
  const match = /^Bearer\s+stf_(\S+)\s*$/i.exec(header ?? "");
  const hash = secretTokenHash(match?.[1]);
  if (hash === null) return null;
  const db = deps.database.db;
  const row = await db
    .selectFrom("staff_api_tokens")
    .innerJoin("staff", "staff.id", "staff_api_tokens.staff_id")
    .select(["staff_api_tokens.id as tokenId", "staff.id", "staff.email", "staff.full_name", "staff.role"])
    .where("staff_api_tokens.token_hash", "=", hash)
    .where("staff_api_tokens.revoked_at", "is", null)
    .where("staff.status", "=", "active")
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable("staff_api_tokens")
    .set({ last_used_at: deps.clock.now() })
    .where("id", "=", row.tokenId)
    .execute();
  return { staffId: row.id, email: row.email, fullName: row.full_name, role: row.role };
}

export async function listApiTokens(db: Kysely<DB>, staffId: number) {
  const rows = await db
    .selectFrom("staff_api_tokens")
    .select(["id", "name", "created_at", "last_used_at", "revoked_at"])
    .where("staff_id", "=", staffId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
    revokedAt: r.revoked_at?.toISOString() ?? null,
  }));
}

export async function createApiToken(
  deps: Pick<Deps, "database" | "clock">,
  actor: StaffActor,
  name: string,
): Promise<{ id: number; token: string }> {
  const secret = newSecretToken();
  return staffAction(deps, actor, { action: "token.create" }, async (trx) => {
    const row = await trx
      .insertInto("staff_api_tokens")
      .values({
        staff_id: actor.staffId,
        name,
        token_hash: secretTokenHash(secret) as string,
        created_at: deps.clock.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      value: { id: row.id, token: `${API_TOKEN_PREFIX}${secret}` },
      audit: { target: `token:${row.id}`, before: null, after: { name } },
    };
  });
}

/** Revokes one of the actor's own tokens; false when there is no such live token. */
export async function revokeApiToken(deps: Deps, actor: StaffActor, id: number): Promise<boolean> {
  return staffAction(deps, actor, { action: "token.revoke", target: `token:${id}` }, async (trx) => {
    const result = await trx
      .updateTable("staff_api_tokens")
      .set({ revoked_at: deps.clock.now() })
      .where("id", "=", id)
      .where("staff_id", "=", actor.staffId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    const done = Number(result.numUpdatedRows) > 0;
    return done ? { value: true, audit: { before: { revoked: false }, after: { revoked: true } } } : { value: false };
  });
}
