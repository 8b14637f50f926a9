import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { StaffMe } from "../../../src/contract/staff";
import type { Deps } from "../../deps";
import { writeAudit } from "../audit/staff-action";
import { staffMe } from "./staff-me";
import { startStaffSession } from "./staff-sessions";
import { checkTotpSignIn } from "./totp";
import { signInOptions, verifyPasskeySignIn, type WebauthnOptions } from "./webauthn";

/** Signing in to the back-office: a passkey, or the TOTP fallback. No password exists. */

export type SignedIn =
  | { kind: "ok"; me: StaffMe; session: { token: string; maxAgeSeconds: number } }
  | { kind: "refused" }
  | { kind: "locked" }
  | { kind: "not-set" };

export function passkeyChallenge(deps: Deps): Promise<WebauthnOptions> {
  return signInOptions(deps.database.db, deps.config, deps.clock.now());
}

async function open(deps: Deps, staffId: number, method: "passkey" | "totp", ip: string): Promise<SignedIn> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const me = await staffMe(db, staffId);
  const status = await db.selectFrom("staff").select("status").where("id", "=", staffId).executeTakeFirst();
  if (!me || status?.status !== "active") return { kind: "refused" };
  const session = await startStaffSession(db, now, staffId, method);
  await writeAudit(
    db,
    now,
    { staffId, email: me.email, role: me.role, ip },
    { action: "staff.sign-in", after: { method } },
  );
  return { kind: "ok", me, session };
}

export async function signInWithPasskey(
  deps: Deps,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  ip: string,
): Promise<SignedIn> {
  const staffId = await verifyPasskeySignIn(
    deps.database.db,
    deps.config,
    deps.clock.now(),
    input.challengeId,
    input.response,
  );
  if (staffId === null) return { kind: "refused" };
  return open(deps, staffId, "passkey", ip);
}

export async function signInWithTotp(
  deps: Deps,
  input: { email: string; code: string },
  ip: string,
): Promise<SignedIn> {
  const check = await checkTotpSignIn(
    deps.database.db,
    deps.config.staffTotpKey,
    deps.clock.now(),
    input.email,
    input.code,
  );
  if (check.kind !== "ok") return check;
  return open(deps, check.staffId, "totp", ip);
}
