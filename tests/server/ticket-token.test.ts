import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { testSecrets } from "../../server/secrets";
import { issueTicketToken, verifyTicketToken } from "../../server/services/ticket-token";

describe("ticket token", () => {
  const secrets = testSecrets();
  const now = new Date("2030-01-01T00:00:00Z");

  it("names the ticket it was issued for until it expires", async () => {
    const token = await issueTicketToken(secrets, "LN123", now);
    expect(await verifyTicketToken(secrets, token, now)).toBe("LN123");
    expect(await verifyTicketToken(secrets, token, new Date(now.getTime() + 2 * 3600_000 + 1000))).toBeNull();
  });

  it("refuses a token signed with another key or tampered with", async () => {
    const token = await issueTicketToken({ ...secrets, tokenSecret: "x".repeat(43) }, "LN123", now);
    expect(await verifyTicketToken(secrets, token, now)).toBeNull();
    const good = await issueTicketToken(secrets, "LN123", now);
    expect(await verifyTicketToken(secrets, `${good.slice(0, -2)}xx`, now)).toBeNull();
    expect(await verifyTicketToken(secrets, undefined, now)).toBeNull();
  });

  it("refuses a well-signed token that carries no expiry", async () => {
    const key = new TextEncoder().encode(secrets.tokenSecret);
    const forever = await new SignJWT({ purpose: "loan-ticket" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("LN123")
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .sign(key);
    expect(await verifyTicketToken(secrets, forever, now)).toBeNull();
    const expiring = await new SignJWT({ purpose: "loan-ticket" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("LN123")
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(key);
    expect(await verifyTicketToken(secrets, expiring, now)).toBe("LN123");
  });
});
