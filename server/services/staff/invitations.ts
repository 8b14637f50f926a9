import type { Kysely } from "kysely";
import type { StaffRole } from "../../../src/contract/staff";
import type { DB } from "../../db/schema";
import { newSecretToken, secretTokenHash } from "./secret-tokens";

/**
 * One-time enrolment links. The link carries the token in its fragment
 * (PUBLIC_ORIGIN/quan-tri/ghi-danh#token) so it reaches no server log and no Referer; the table
 * keeps its SHA-256. It lasts 72 hours and is consumed by the first credential enrolled.
 */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;
export const ENROL_PATH = "/quan-tri/ghi-danh";

export interface InvitedStaff {
  staffId: number;
  email: string;
  fullName: string;
  role: StaffRole;
  tokenHash: string;
}

export async function issueInvitation(
  db: Kysely<DB>,
  publicOrigin: string,
  now: Date,
  staffId: number,
): Promise<{ link: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await db
    .insertInto("staff_invitations")
    .values({ token_hash: secretTokenHash(token) as string, staff_id: staffId, created_at: now, expires_at: expiresAt })
    .execute();
  return { link: `${publicOrigin}${ENROL_PATH}#${token}`, expiresAt };
}

/** The invited person a token names while the invitation is open, or null. */
export async function openInvitation(db: Kysely<DB>, now: Date, token: string): Promise<InvitedStaff | null> {
  const hash = secretTokenHash(token);
  if (hash === null) return null;
  const row = await db
    .selectFrom("staff_invitations")
    .innerJoin("staff", "staff.id", "staff_invitations.staff_id")
    .select(["staff.id", "staff.email", "staff.full_name", "staff.role"])
    .where("staff_invitations.token_hash", "=", hash)
    .where("staff_invitations.used_at", "is", null)
    .where("staff_invitations.expires_at", ">", now)
    .where("staff.status", "=", "invited")
    .executeTakeFirst();
  if (!row) return null;
  return { staffId: row.id, email: row.email, fullName: row.full_name, role: row.role, tokenHash: hash };
}

/** Marks the invitation used and the account active; false if someone else used it first. */
export async function consumeInvitation(db: Kysely<DB>, now: Date, invited: InvitedStaff): Promise<boolean> {
  const used = await db
    .updateTable("staff_invitations")
    .set({ used_at: now })
    .where("token_hash", "=", invited.tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) return false;
  await db.updateTable("staff").set({ status: "active" }).where("id", "=", invited.staffId).execute();
  return true;
}
