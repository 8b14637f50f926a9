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
});
