import type { Deps } from "../../deps";
import { writeAudit } from "../audit/staff-action";
import { issueInvitation } from "./invitations";
import { inviteStaff } from "./staff-admin";

/**
 * What `npm run staff:create` does (scripts/staff-create.ts): the first admin, as an invited
 * account with a one-time enrolment link (run again for the same email, a fresh link while the
 * account is still invited). Refused while an active admin exists: from then on admins invite
 * people from the staff screen, where it is audited under their name.
 */
export type FirstAdmin =
  | { kind: "ok"; id: number; link: string; expiresAt: Date }
  | { kind: "admin-exists" }
  | { kind: "taken" };

const SYSTEM = { staffId: null, email: "npm run staff:create", role: "system", ip: null };

export async function createFirstAdmin(
  deps: Pick<Deps, "config" | "clock" | "database">,
  input: { email: string; fullName: string },
): Promise<FirstAdmin> {
  const db = deps.database.db;
  const active = await db
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .executeTakeFirst();
  if (active) return { kind: "admin-exists" };
  const invited = await db
    .selectFrom("staff")
    .select("id")
    .where("email", "=", input.email)
    .where("role", "=", "admin")
    .where("status", "=", "invited")
    .executeTakeFirst();
  if (invited) {
    const now = deps.clock.now();
    const invitation = await issueInvitation(db, deps.config.publicOrigin, now, invited.id);
    await writeAudit(db, now, SYSTEM, { action: "staff.reinvite", target: `staff:${invited.id}` });
    return { kind: "ok", id: invited.id, ...invitation };
  }
  return inviteStaff(deps, null, { ...input, role: "admin" }, { email: SYSTEM.email, ip: null });
}
