import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/log";
import { createOutboxSender } from "../../server/services/sms/outbox-sender";
import { apply, latestOtp } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** Issue 14, "OTP codes are written to the log in outbox mode": the outbox keeps it, the log never. */
describe.each(testDatabaseKinds())("the SMS outbox and the log on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("stores the code for GET /api/dev/outbox and logs neither the code nor the text", async () => {
    const lines: string[] = [];
    const sender = createOutboxSender(
      t.database,
      t.clock,
      createLogger("debug", (line) => lines.push(line)),
    );
    await sender.send({ phone: "0987000111", text: "Ma xac thuc OTP cua ban la 482913", otp: "482913" });
    expect(lines).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("482913");
    expect(lines.join("\n")).not.toContain("0987000111");
    expect(await latestOtp(t, "0987000111")).toBe("482913");
  });

  it("writes no code to the server log along a whole apply", async () => {
    const before = t.logLines.length;
    const applied = await apply(t, { mobile: "0987000222" });
    expect(applied.code).toBe(200);
    const code = await latestOtp(t, "0987000222");
    const logged = t.logLines.slice(before).join("\n");
    expect(logged).toContain("sms stored in the outbox");
    expect(logged).not.toContain(code);
  });
});
