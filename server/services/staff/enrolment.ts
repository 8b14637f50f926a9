import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { StaffMe } from "../../../src/contract/staff";
import type { Deps } from "../../deps";
import { staffAction, writeAudit } from "../audit/staff-action";
import { consumeInvitation, type InvitedStaff, openInvitation } from "./invitations";
import { staffMe } from "./staff-me";
import { startStaffSession } from "./staff-sessions";
import { newTotpSecret, storedTotpStep } from "./totp";
import { sealTotpSecret } from "./totp-seal";
import { registrationOptions, savePasskey, type WebauthnOptions } from "./webauthn";

/** Enrolment from an invitation link: a passkey (or the TOTP fallback), then a session. */

export type Enrolled =
  | { kind: "ok"; me: StaffMe; session: { token: string; maxAgeSeconds: number } }
  | { kind: "invalid" }
  | { kind: "refused" };

export async function startEnrolment(
  deps: Deps,
  token: string,
): Promise<
  | { kind: "ok"; invitation: Pick<InvitedStaff, "email" | "fullName" | "role">; webauthn: WebauthnOptions }
  | { kind: "invalid" }
> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const invited = await openInvitation(db, now, token);
  if (!invited) return { kind: "invalid" };
  const webauthn = await registrationOptions(db, deps.config, now, {
    id: invited.staffId,
    email: invited.email,
    fullName: invited.fullName,
  });
  return { kind: "ok", invitation: { email: invited.email, fullName: invited.fullName, role: invited.role }, webauthn };
}

async function finish(deps: Deps, invited: InvitedStaff, method: "passkey" | "totp", ip: string): Promise<Enrolled> {
  const now = deps.clock.now();
  const actor = { staffId: invited.staffId, email: invited.email, role: invited.role, ip };
  const consumed = await staffAction(
    deps,
    actor,
    { action: "staff.enrol", target: `staff:${invited.staffId}` },
    async (trx) =>
      (await consumeInvitation(trx, now, invited))
        ? { value: true, audit: { before: { status: "invited" }, after: { status: "active", method } } }
        : { value: false },
  );
  if (!consumed) return { kind: "invalid" };
  const session = await startStaffSession(deps.database.db, now, invited.staffId, method);
  await writeAudit(deps.database.db, now, actor, { action: "staff.sign-in", after: { method } });
  const me = await staffMe(deps.database.db, invited.staffId);
  return me ? { kind: "ok", me, session } : { kind: "invalid" };
}

export async function enrolPasskey(
  deps: Deps,
  input: { token: string; challengeId: string; response: RegistrationResponseJSON },
  ip: string,
): Promise<Enrolled> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const invited = await openInvitation(db, now, input.token);
  if (!invited) return { kind: "invalid" };
  if (!(await savePasskey(db, deps.config, now, invited.staffId, input.challengeId, input.response))) {
    return { kind: "refused" };
  }
  return finish(deps, invited, "passkey", ip);
}

/** The fallback: a secret to scan, kept pending until its first code confirms it. */
export async function startTotpEnrolment(
  deps: Deps,
  token: string,
): Promise<{ kind: "ok"; secret: string; uri: string } | { kind: "invalid" }> {
  const db = deps.database.db;
  const invited = await openInvitation(db, deps.clock.now(), token);
  if (!invited) return { kind: "invalid" };
  const fresh = newTotpSecret(invited.email);
  const sealed = sealTotpSecret(deps.config.staffTotpKey, invited.staffId, fresh.secret);
  await db.updateTable("staff").set({ totp_pending: sealed }).where("id", "=", invited.staffId).execute();
  return { kind: "ok", ...fresh };
}

export async function confirmTotpEnrolment(
  deps: Deps,
  input: { token: string; code: string },
  ip: string,
): Promise<Enrolled> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const invited = await openInvitation(db, now, input.token);
  if (!invited) return { kind: "invalid" };
  const row = await db.selectFrom("staff").select("totp_pending").where("id", "=", invited.staffId).executeTakeFirst();
  const staff = { id: invited.staffId, email: invited.email };
  const key = deps.config.staffTotpKey;
  const step = row?.totp_pending ? storedTotpStep(key, staff, row.totp_pending, input.code, now) : null;
  if (step === null || !row?.totp_pending) return { kind: "refused" };
  await db
    .updateTable("staff")
    .set({ totp_secret: row.totp_pending, totp_pending: null, totp_last_step: step })
    .where("id", "=", invited.staffId)
    .execute();
  return finish(deps, invited, "totp", ip);
}
