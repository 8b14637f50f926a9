import type { StaffRole } from "../../../src/contract/staff";
import type { StaffRow } from "../../../src/contract/staff-admin";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import type { StaffActor } from "./actor";
import { issueInvitation } from "./invitations";
import { endAllStaffSessions } from "./staff-sessions";

/** The admin's work on staff accounts: list, invite, disable, end sessions. Each change is audited. */

export async function listStaff(deps: Deps): Promise<StaffRow[]> {
  const now = deps.clock.now();
  const rows = await deps.database.db
    .selectFrom("staff")
    .select((eb) => [
      "id",
      "email",
      "full_name",
      "role",
      "status",
      "totp_secret",
      "created_at",
      eb
        .selectFrom("staff_passkeys")
        .select((e) => e.fn.countAll<string>().as("n"))
        .whereRef("staff_passkeys.staff_id", "=", "staff.id")
        .as("passkeys"),
      eb
        .selectFrom("staff_sessions")
        .select((e) => e.fn.countAll<string>().as("n"))
        .whereRef("staff_sessions.staff_id", "=", "staff.id")
        .where("staff_sessions.expires_at", ">", now)
        .as("sessions"),
    ])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    fullName: r.full_name,
    role: r.role,
    status: r.status,
    passkeys: Number(r.passkeys ?? 0),
    hasTotp: r.totp_secret !== null,
    sessions: Number(r.sessions ?? 0),
    createdAt: r.created_at.toISOString(),
  }));
}

export type Invited = { kind: "ok"; id: number; link: string; expiresAt: Date } | { kind: "taken" };

export async function inviteStaff(
  deps: Pick<Deps, "database" | "clock" | "config">,
  actor: StaffActor | null,
  input: { email: string; fullName: string; role: StaffRole },
  system?: { email: string; ip: string | null },
): Promise<Invited> {
  const now = deps.clock.now();
  const who = actor ?? { staffId: null, email: system?.email ?? "system", role: "system", ip: system?.ip ?? null };
  return staffAction<Invited>(deps, who, { action: "staff.invite" }, async (trx) => {
    const inserted = await trx
      .insertInto("staff")
      .values({
        email: input.email,
        full_name: input.fullName,
        role: input.role,
        status: "invited",
        created_at: now,
        created_by: actor?.staffId ?? null,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { value: { kind: "taken" } as const };
    const invitation = await issueInvitation(trx, deps.config.publicOrigin, now, inserted.id);
    return {
      value: { kind: "ok", id: inserted.id, ...invitation } as const,
      audit: { target: `staff:${inserted.id}`, before: null, after: { ...input, status: "invited" } },
    };
  });
}

export type StaffChange = { kind: "ok" } | { kind: "not-found" } | { kind: "self" };

/** Disables an account: no sign-in, every session ended, every API token revoked. */
export async function disableStaff(deps: Deps, actor: StaffActor, id: number): Promise<StaffChange> {
  if (id === actor.staffId) return { kind: "self" };
  const now = deps.clock.now();
  return staffAction<StaffChange>(deps, actor, { action: "staff.disable", target: `staff:${id}` }, async (trx) => {
    const row = await trx.selectFrom("staff").select("status").where("id", "=", id).executeTakeFirst();
    if (!row) return { value: { kind: "not-found" } as const };
    await trx.updateTable("staff").set({ status: "disabled" }).where("id", "=", id).execute();
    const ended = await endAllStaffSessions(trx, id);
    await trx
      .updateTable("staff_api_tokens")
      .set({ revoked_at: now })
      .where("staff_id", "=", id)
      .where("revoked_at", "is", null)
      .execute();
    return {
      value: { kind: "ok" } as const,
      audit: { before: { status: row.status }, after: { status: "disabled", sessionsEnded: ended } },
    };
  });
}

type SessionsEnded = { kind: "ok"; ended: number } | { kind: "not-found" };

export async function endSessionsOf(deps: Deps, actor: StaffActor, id: number): Promise<SessionsEnded> {
  return staffAction<SessionsEnded>(
    deps,
    actor,
    { action: "staff.end-sessions", target: `staff:${id}` },
    async (trx) => {
      const row = await trx.selectFrom("staff").select("id").where("id", "=", id).executeTakeFirst();
      if (!row) return { value: { kind: "not-found" } as const };
      const ended = await endAllStaffSessions(trx, id);
      return { value: { kind: "ok", ended } as const, audit: { before: null, after: { ended } } };
    },
  );
}
