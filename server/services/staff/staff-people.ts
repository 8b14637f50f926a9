import type { StaffRole } from "../../../src/contract/staff";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import type { StaffActor } from "./actor";
import { endAllStaffSessions, STAFF_SESSION_IDLE_SECONDS } from "./staff-sessions";

/** The admin's work on one person: role, passkeys, sessions (each change audited). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function staffPerson(deps: Deps, id: number) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const person = await db
    .selectFrom("staff")
    .select(["id", "email", "full_name", "role", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!person) return null;
  const passkeys = await db
    .selectFrom("staff_passkeys")
    .select(["credential_id", "created_at", "last_used_at"])
    .where("staff_id", "=", id)
    .orderBy("created_at")
    .execute();
  const sessions = await db
    .selectFrom("staff_sessions")
    .select(["token_hash", "method", "created_at", "last_seen_at", "expires_at"])
    .where("staff_id", "=", id)
    .where("expires_at", ">", now)
    .where("last_seen_at", ">", new Date(now.getTime() - STAFF_SESSION_IDLE_SECONDS * 1000))
    .orderBy("created_at")
    .execute();
  return {
    id: person.id,
    email: person.email,
    fullName: person.full_name,
    role: person.role,
    status: person.status,
    passkeys: passkeys.map((p) => ({
      id: p.credential_id,
      createdAt: p.created_at.toISOString(),
      lastUsedAt: iso(p.last_used_at),
    })),
    sessions: sessions.map((s) => ({
      id: s.token_hash.slice(0, 16),
      method: s.method,
      createdAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
      expiresAt: s.expires_at.toISOString(),
    })),
  };
}

export type PersonChange<T = object> = ({ kind: "ok" } & T) | { kind: "not-found" } | { kind: "self" };

/** A new role; every session of the person ends so the next sign-in carries it. */
export async function changeRole(
  deps: Deps,
  actor: StaffActor,
  id: number,
  role: StaffRole,
): Promise<PersonChange<{ sessionsEnded: number }>> {
  if (id === actor.staffId) return { kind: "self" };
  return staffAction<PersonChange<{ sessionsEnded: number }>>(
    deps,
    actor,
    { action: "staff.role", target: `staff:${id}` },
    async (trx) => {
      const row = await trx.selectFrom("staff").select("role").where("id", "=", id).executeTakeFirst();
      if (!row) return { value: { kind: "not-found" } as const };
      await trx.updateTable("staff").set({ role }).where("id", "=", id).execute();
      const sessionsEnded = await endAllStaffSessions(trx, id);
      return {
        value: { kind: "ok", sessionsEnded } as const,
        audit: { before: { role: row.role }, after: { role, sessionsEnded } },
      };
    },
  );
}

export async function removePasskey(
  deps: Deps,
  actor: StaffActor,
  id: number,
  credentialId: string,
): Promise<PersonChange> {
  return staffAction<PersonChange>(
    deps,
    actor,
    { action: "staff.passkey-remove", target: `staff:${id}` },
    async (trx) => {
      const row = await trx
        .selectFrom("staff_passkeys")
        .select(["credential_id", "created_at"])
        .where("staff_id", "=", id)
        .where("credential_id", "=", credentialId)
        .executeTakeFirst();
      if (!row) return { value: { kind: "not-found" } as const };
      await trx.deleteFrom("staff_passkeys").where("credential_id", "=", credentialId).execute();
      return {
        value: { kind: "ok" } as const,
        audit: { before: { passkey: credentialId, createdAt: row.created_at.toISOString() }, after: { passkey: null } },
      };
    },
  );
}

export async function endOneSession(
  deps: Deps,
  actor: StaffActor,
  id: number,
  sessionId: string,
): Promise<PersonChange> {
  if (!/^[0-9a-f]{16}$/.test(sessionId)) return { kind: "not-found" };
  return staffAction<PersonChange>(deps, actor, { action: "staff.session-end", target: `staff:${id}` }, async (trx) => {
    const ended = await trx
      .deleteFrom("staff_sessions")
      .where("staff_id", "=", id)
      .where("token_hash", "like", `${sessionId}%`)
      .returning(["method", "created_at"])
      .execute();
    if (ended.length === 0) return { value: { kind: "not-found" } as const };
    return {
      value: { kind: "ok" } as const,
      audit: { before: { session: sessionId, method: ended[0]?.method }, after: { session: null } },
    };
  });
}
