import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import type { StaffActor } from "./actor";
import { newTotpSecret, storedTotpStep } from "./totp";
import { sealTotpSecret } from "./totp-seal";
import { registrationOptions, savePasskey, type WebauthnOptions } from "./webauthn";

/** A signed-in staff member adds a passkey or (re)sets the TOTP fallback. */

export async function startMyTotp(deps: Deps, actor: StaffActor): Promise<{ secret: string; uri: string }> {
  const fresh = newTotpSecret(actor.email);
  await deps.database.db
    .updateTable("staff")
    .set({ totp_pending: sealTotpSecret(deps.config.staffTotpKey, actor.staffId, fresh.secret) })
    .where("id", "=", actor.staffId)
    .execute();
  return fresh;
}

export async function confirmMyTotp(deps: Deps, actor: StaffActor, code: string): Promise<boolean> {
  const now = deps.clock.now();
  return staffAction(deps, actor, { action: "staff.totp.set", target: `staff:${actor.staffId}` }, async (trx) => {
    const row = await trx
      .selectFrom("staff")
      .select(["totp_pending", "totp_secret"])
      .where("id", "=", actor.staffId)
      .executeTakeFirst();
    const staff = { id: actor.staffId, email: actor.email };
    const key = deps.config.staffTotpKey;
    const step = row?.totp_pending ? storedTotpStep(key, staff, row.totp_pending, code, now) : null;
    if (step === null || !row?.totp_pending) return { value: false };
    await trx
      .updateTable("staff")
      .set({ totp_secret: row.totp_pending, totp_pending: null, totp_last_step: step, totp_failures: 0 })
      .where("id", "=", actor.staffId)
      .execute();
    return { value: true, audit: { before: { hasTotp: row.totp_secret !== null }, after: { hasTotp: true } } };
  });
}

export function myPasskeyOptions(deps: Deps, actor: StaffActor): Promise<WebauthnOptions> {
  return registrationOptions(deps.database.db, deps.config, deps.clock.now(), {
    id: actor.staffId,
    email: actor.email,
    fullName: actor.fullName,
  });
}

export async function addMyPasskey(
  deps: Deps,
  actor: StaffActor,
  input: { challengeId: string; response: RegistrationResponseJSON },
): Promise<boolean> {
  const now = deps.clock.now();
  return staffAction(deps, actor, { action: "staff.passkey.add", target: `staff:${actor.staffId}` }, async (trx) =>
    (await savePasskey(trx, deps.config, now, actor.staffId, input.challengeId, input.response))
      ? { value: true, audit: { before: null, after: { passkey: input.response.id } } }
      : { value: false },
  );
}
