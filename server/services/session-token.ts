import { jwtVerify, SignJWT } from "jose";
import type { Secrets } from "../secrets";

/**
 * The session token of a signed-in customer: an HS256 JWT whose payload names the user (sub), the
 * account's session_version when it was issued (sv) and its expiry (exp, read by the SPA). Changing
 * the password bumps session_version, so every token issued before stops working.
 */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const PURPOSE = "session";

export interface SessionClaims {
  userId: number;
  sessionVersion: number;
}

const key = (secrets: Secrets) => new TextEncoder().encode(secrets.tokenSecret);

export function issueSessionToken(secrets: Secrets, claims: SessionClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, sv: claims.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .sign(key(secrets));
}

/** The claims of a valid session token; null when it is missing, forged, expired or of another kind. */
export async function verifySessionToken(
  secrets: Secrets,
  token: string | undefined,
  now: Date,
): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secrets), { algorithms: ["HS256"], currentDate: now });
    const userId = Number(payload.sub);
    if (payload.purpose !== PURPOSE || !Number.isSafeInteger(userId) || typeof payload.sv !== "number") return null;
    return { userId, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
