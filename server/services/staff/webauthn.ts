import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { t } from "../../../src/i18n/t";
import type { Config } from "../../config";
import type { DB } from "../../db/schema";
import { saveChallenge, takeChallenge } from "./challenges";

/**
 * Passkeys (@simplewebauthn/server 14). The relying party is the host of PUBLIC_ORIGIN (localhost
 * in development) and the only origin accepted is PUBLIC_ORIGIN itself. Discoverable credentials
 * with user verification: the browser offers the staff member's passkey without an email typed.
 */
export function relyingParty(config: Config): { rpID: string; origin: string } {
  return { rpID: new URL(config.publicOrigin).hostname, origin: config.publicOrigin };
}

export interface WebauthnOptions {
  challengeId: string;
  options: { challenge: string } & Record<string, unknown>;
}

export async function registrationOptions(
  db: Kysely<DB>,
  config: Config,
  now: Date,
  staff: { id: number; email: string; fullName: string },
): Promise<WebauthnOptions> {
  const existing = await db
    .selectFrom("staff_passkeys")
    .select(["credential_id", "transports"])
    .where("staff_id", "=", staff.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: t("staff_rp_name"),
    rpID: relyingParty(config).rpID,
    userName: staff.email,
    userDisplayName: staff.fullName,
    userID: new TextEncoder().encode(`staff-${staff.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credential_id })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await saveChallenge(db, now, "register", staff.id, options.challenge);
  return { challengeId, options: { ...options } };
}

/** Verifies a new passkey and stores it; false when the answer does not check out. */
export async function savePasskey(
  db: Kysely<DB>,
  config: Config,
  now: Date,
  staffId: number,
  challengeId: string,
  response: RegistrationResponseJSON,
): Promise<boolean> {
  const challenge = await takeChallenge(db, now, challengeId, "register", staffId);
  if (challenge === null) return false;
  const { rpID, origin } = relyingParty(config);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  await db
    .insertInto("staff_passkeys")
    .values({
      credential_id: credential.id,
      staff_id: staffId,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      created_at: now,
    })
    .onConflict((oc) => oc.column("credential_id").doNothing())
    .execute();
  return true;
}

export async function signInOptions(db: Kysely<DB>, config: Config, now: Date): Promise<WebauthnOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: "required",
    allowCredentials: [],
  });
  const challengeId = await saveChallenge(db, now, "sign-in", null, options.challenge);
  return { challengeId, options: { ...options } };
}

/** The staff id whose passkey signed the challenge, or null. Moves the passkey's counter forward. */
export async function verifyPasskeySignIn(
  db: Kysely<DB>,
  config: Config,
  now: Date,
  challengeId: string,
  response: AuthenticationResponseJSON,
): Promise<number | null> {
  const challenge = await takeChallenge(db, now, challengeId, "sign-in", null);
  if (challenge === null) return null;
  const passkey = await db
    .selectFrom("staff_passkeys")
    .selectAll()
    .where("credential_id", "=", response.id)
    .executeTakeFirst();
  if (!passkey) return null;
  const { rpID, origin } = relyingParty(config);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports ? passkey.transports.split(",") : [],
      },
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  await db
    .updateTable("staff_passkeys")
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now })
    .where("credential_id", "=", passkey.credential_id)
    .execute();
  return passkey.staff_id;
}
