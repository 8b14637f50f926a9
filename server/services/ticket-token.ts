import { jwtVerify, SignJWT } from "jose";
import type { Secrets } from "../secrets";

/**
 * Proof that a visitor holds a loan ticket whose phone they confirmed by OTP. verifyotp issues it;
 * the funnel's update, save-hub-log and resetpassword calls require it in the X-Ticket-Token
 * header and check it names the ticket of the path or body.
 */
export const TICKET_TOKEN_HEADER = "x-ticket-token";
const TTL_SECONDS = 2 * 60 * 60;
const PURPOSE = "loan-ticket";

const key = (secrets: Secrets) => new TextEncoder().encode(secrets.tokenSecret);

export function issueTicketToken(secrets: Secrets, ticketCode: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(ticketCode)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TTL_SECONDS)
    .sign(key(secrets));
}

/** The ticket code the token was issued for, or null when it is missing, forged or expired. */
export async function verifyTicketToken(
  secrets: Secrets,
  token: string | undefined,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  try {
    // A token without exp would never expire: refused, even with a good signature.
    const { payload } = await jwtVerify(token, key(secrets), {
      algorithms: ["HS256"],
      currentDate: now,
      requiredClaims: ["exp"],
    });
    return payload.purpose === PURPOSE && typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
