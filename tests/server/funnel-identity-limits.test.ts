import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { FUNNEL_CODE } from "../../src/contract/funnel";
import { t as text } from "../../src/i18n/t";
import { answerOf, createTicket, post, scoreRequest, type TestTicket } from "./support/funnel-fixtures";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 30: validateIdcard answered 60 national IDs from one address in 161 ms, saying which are
 * blacklisted. Identity checks now need a verified ticket and have their own limits per ticket
 * and per address; beyond them the answer is 203 with identity_check_throttled, and says nothing
 * about the ID.
 */
const BLACKLISTED = "001090000201";
/** 60 distinct adult IDs (born 1991), the blacklisted fixture among the last ones. */
const IDS = Array.from({ length: 60 }, (_, i) => (i === 55 ? BLACKLISTED : `00109100${String(1000 + i)}`));
const THROTTLED = { code: FUNNEL_CODE.throttled, data: null, message: text("identity_check_throttled") };
let address = 0;
const nextIp = () => `198.51.100.${++address}`;

describe("identity-check limits configuration", () => {
  it("defaults to 10 per ticket and 40 per address an hour, read from the environment", () => {
    expect(loadConfig({}).identityCheckLimits).toEqual({ perTicketPerHour: 10, perIpPerHour: 40 });
    const env = { IDENTITY_CHECK_PER_TICKET_PER_HOUR: "3", IDENTITY_CHECK_PER_IP_PER_HOUR: "7" };
    expect(loadConfig(env).identityCheckLimits).toEqual({ perTicketPerHour: 3, perIpPerHour: 7 });
  });

  it.each(["IDENTITY_CHECK_PER_TICKET_PER_HOUR", "IDENTITY_CHECK_PER_IP_PER_HOUR"])("names %s when bad", (name) => {
    expect(() => loadConfig({ [name]: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: "many" })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe.each(testDatabaseKinds())("identity-check limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const validateId = async (identityNo: string, ticket: TestTicket | null, ip: string) =>
    answerOf(
      await post(t, "/api/loan/ticket/validateIdcard", { name: "Trần Thị Bình", identityNo }, ticket?.token, ip),
    );

  it("answers only a verified ticket's caller", async () => {
    const ip = nextIp();
    const none = await post(
      t,
      "/api/loan/ticket/validateIdcard",
      { name: "An", identityNo: BLACKLISTED },
      undefined,
      ip,
    );
    expect(none.status).toBe(403);
    expect((await answerOf(none)).message).toBe(text("ticket_forbidden"));
    const unverified = await createTicket(t, { verified: false });
    const res = await post(
      t,
      "/api/loan/ticket/validateIdcard",
      { name: "An", identityNo: BLACKLISTED },
      unverified.token,
      ip,
    );
    expect(res.status).toBe(403);
  });

  it("60 IDs on one ticket: the first 10 are answered, then 203, and the blacklisted one is not revealed", async () => {
    const ticket = await createTicket(t);
    const ip = nextIp();
    const answers = [];
    for (const id of IDS) answers.push(await validateId(id, ticket, ip));
    expect(answers.slice(0, 10).every((a) => a.code === 200)).toBe(true);
    for (const answer of answers.slice(10)) expect(answer).toEqual(THROTTLED);
    // The same ticket from another address is still refused; a fresh ticket is not.
    expect(await validateId(BLACKLISTED, ticket, nextIp())).toEqual(THROTTLED);
    expect((await validateId(BLACKLISTED, await createTicket(t), nextIp())).code).toBe(FUNNEL_CODE.blacklisted);
  });

  it("60 IDs from one address over many tickets: 40 are answered, then 203", async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < IDS.length; i += 2) {
      const ticket = await createTicket(t);
      for (const id of IDS.slice(i, i + 2)) codes.push((await validateId(id, ticket, ip)).code);
    }
    expect(codes.slice(0, 40).every((code) => code === 200)).toBe(true);
    expect(codes.slice(40)).toEqual(Array(20).fill(FUNNEL_CODE.throttled));
    expect((await validateId(BLACKLISTED, await createTicket(t), ip)).code).toBe(FUNNEL_CODE.throttled);
  });

  it("a score call with a new ID counts as a check; scoring the ticket's own ID again does not", async () => {
    const ticket = await createTicket(t);
    const ip = nextIp();
    const scoreWith = async (identityNo: string) =>
      answerOf(await post(t, `/api/loan/ticket/${ticket.code}/update`, scoreRequest(identityNo), ticket.token, ip));
    expect((await validateId(IDS[0] as string, ticket, ip)).code).toBe(200);
    expect((await scoreWith(IDS[0] as string)).code).toBe(200);
    // The funnel's later score calls name the same ID: never limited.
    for (let i = 0; i < 12; i++) expect((await scoreWith(IDS[0] as string)).code).toBe(200);
    // Enumerating through the score call: 8 more new IDs are answered (10 in all), then 203.
    const codes: number[] = [];
    for (const id of IDS.slice(1, 9)) codes.push((await scoreWith(id)).code);
    expect(codes).toEqual(Array(8).fill(200));
    expect(await scoreWith(BLACKLISTED)).toEqual(THROTTLED);
  });
});
