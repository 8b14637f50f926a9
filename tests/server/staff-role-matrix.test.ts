import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "../../server/services/sessions";
import { createApiToken } from "../../server/services/staff/api-tokens";
import { STAFF_POLICY } from "../../server/services/staff/policy";
import { startStaffSession } from "../../server/services/staff/staff-sessions";
import { type Endpoint, fillPath, isEndpoint } from "../../src/contract/endpoint";
import { createUser } from "./accounts-helpers";
import { type StaffAnswer, staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The role matrix (issue 31): every back-office endpoint, called by every role (with a session and
 * with an API token), by a customer's session, a bad cookie and nobody, is allowed or refused as
 * the EXPECTED table below says. That table is written here by hand from the list of what
 * each role does; it does not read server/services/staff/policy.ts, which it judges. The policy
 * table is used only to check that it names every endpoint this table names, and no other.
 */

type Role = "editor" | "operator" | "compliance" | "admin";

/** "public": anyone reaches the handler. Otherwise the roles allowed, and whether a script's token may call. */
type Expectation = "public" | { roles: Role[]; token: boolean };

const ALL: Role[] = ["editor", "operator", "compliance", "admin"];

const EXPECTED: Record<string, Expectation> = {
  "GET /quan-tri/session": "public",
  "POST /quan-tri/sign-out": "public",
  "POST /quan-tri/sign-in/passkey/options": "public",
  "POST /quan-tri/sign-in/passkey": "public",
  "POST /quan-tri/sign-in/totp": "public",
  "POST /quan-tri/enrol/start": "public",
  "POST /quan-tri/enrol/passkey": "public",
  "POST /quan-tri/enrol/totp": "public",
  "POST /quan-tri/enrol/totp/confirm": "public",
  // One's own sessions and credentials: everyone, in person only.
  "POST /quan-tri/sign-out-everywhere": { roles: ALL, token: false },
  "POST /quan-tri/me/totp": { roles: ALL, token: false },
  "POST /quan-tri/me/totp/confirm": { roles: ALL, token: false },
  "POST /quan-tri/me/passkeys/options": { roles: ALL, token: false },
  "POST /quan-tri/me/passkeys": { roles: ALL, token: false },
  "GET /quan-tri/tokens": { roles: ALL, token: false },
  "POST /quan-tri/tokens": { roles: ALL, token: false },
  "POST /quan-tri/tokens/{id}/revoke": { roles: ALL, token: false },
  // Staff, roles, invitations, sessions: the admin.
  "GET /quan-tri/staff": { roles: ["admin"], token: true },
  "POST /quan-tri/staff/invite": { roles: ["admin"], token: false },
  "POST /quan-tri/staff/{id}/disable": { roles: ["admin"], token: false },
  "POST /quan-tri/staff/{id}/end-sessions": { roles: ["admin"], token: false },
  // The audit log: compliance (and the admin who answers for the staff).
  "GET /quan-tri/audit": { roles: ["compliance", "admin"], token: true },
  // Leads and personal data: the operator's and compliance's work, not the editor's or admin's.
  "GET /quan-tri/leads": { roles: ["operator", "compliance"], token: true },
  "POST /quan-tri/reveal": { roles: ["operator", "compliance"], token: true },
  // The card catalogue: the editor's work alone (the admin runs staff, not content); a script
  // with an editor's token may import and edit cards.
  "GET /quan-tri/cards": { roles: ["editor"], token: true },
  "GET /quan-tri/cards/{id}": { roles: ["editor"], token: true },
  "POST /quan-tri/cards": { roles: ["editor"], token: true },
  "PUT /quan-tri/cards/{id}": { roles: ["editor"], token: true },
  "POST /quan-tri/cards/{id}/deactivate": { roles: ["editor"], token: true },
  // The card's image, and the loan products with their fees: the editor's, a script with an editor's token too.
  "POST /quan-tri/cards/{id}/image": { roles: ["editor"], token: true },
  "GET /quan-tri/loan-products": { roles: ["editor"], token: true },
  "GET /quan-tri/loan-products/{id}": { roles: ["editor"], token: true },
  "PUT /quan-tri/loan-products/{id}": { roles: ["editor"], token: true },

  // Issue 31: "Editor: ... news (write, preview, schedule, publish, unpublish)".
  "GET /quan-tri/news": { roles: ["editor"], token: true },
  "GET /quan-tri/news/{id}": { roles: ["editor"], token: true },
  "POST /quan-tri/news": { roles: ["editor"], token: true },
  "POST /quan-tri/news/{id}": { roles: ["editor"], token: true },
  "POST /quan-tri/news/{id}/publish": { roles: ["editor"], token: true },
  "POST /quan-tri/news/{id}/unpublish": { roles: ["editor"], token: true },
  // Issue 31, "the legal texts as versions with an effective date": the editor writes them;
  // compliance, who answers for consents by version, reads them.
  "GET /quan-tri/legal": { roles: ["editor", "compliance"], token: true },
  "GET /quan-tri/legal/{refId}/versions/{version}": { roles: ["editor", "compliance"], token: true },
  "POST /quan-tri/legal/{refId}/versions": { roles: ["editor"], token: true },
  "POST /quan-tri/legal/{refId}/versions/{version}/withdraw": { roles: ["editor"], token: true },
  // Issue 31, the editor's site content: the home page's FAQ and the partners' public facts and logos.
  "GET /quan-tri/faq": { roles: ["editor"], token: true },
  "POST /quan-tri/faq": { roles: ["editor"], token: true },
  "POST /quan-tri/faq/{id}": { roles: ["editor"], token: true },
  "POST /quan-tri/faq/{id}/move": { roles: ["editor"], token: true },
  "POST /quan-tri/faq/{id}/active": { roles: ["editor"], token: true },
  "GET /quan-tri/partners": { roles: ["editor"], token: true },
  "POST /quan-tri/partners/{id}": { roles: ["editor"], token: true },
  "POST /quan-tri/partners/{id}/logo": { roles: ["editor"], token: true },
  // The operator: the manual-review queue is a person looking at a person's images (no script).
  "GET /quan-tri/review": { roles: ["operator"], token: false },
  "GET /quan-tri/review/{id}": { roles: ["operator"], token: false },
  "GET /quan-tri/review/{id}/image": { roles: ["operator"], token: false },
  "POST /quan-tri/review/{id}/decision": { roles: ["operator"], token: false },
  // Leads and applications with their timeline: the operator, and compliance who answers a data subject.
  "GET /quan-tri/records": { roles: ["operator", "compliance"], token: true },
  "GET /quan-tri/records/{id}/timeline": { roles: ["operator", "compliance"], token: true },
  // Partner deliveries and dead letters: the operator (a script uses the operator's token).
  "GET /quan-tri/deliveries": { roles: ["operator"], token: true },
  "POST /quan-tri/deliveries/{id}/retry": { roles: ["operator"], token: true },
  // Compliance: deletion requests (a script may complete one with its token), a subject's export
  // (a person, with a reason), consent records by version.
  "GET /quan-tri/deletion-requests": { roles: ["compliance"], token: true },
  "POST /quan-tri/deletion-requests/{reference}/complete": { roles: ["compliance"], token: true },
  "POST /quan-tri/subject-export": { roles: ["compliance"], token: false },
  "GET /quan-tri/consents": { roles: ["compliance"], token: true },
  // The dashboard on the home: every role.
  "GET /quan-tri/dashboard": { roles: ALL, token: true },
  // One person's role, passkeys and sessions: the admin; changes in person only.
  "GET /quan-tri/staff/{id}/credentials": { roles: ["admin"], token: true },
  "POST /quan-tri/staff/{id}/role": { roles: ["admin"], token: false },
  "POST /quan-tri/staff/{id}/passkeys/{credentialId}/remove": { roles: ["admin"], token: false },
  "POST /quan-tri/staff/{id}/sessions/{sessionId}/end": { roles: ["admin"], token: false },
  // What ADMIN_TOKEN used to open (issue 31: "scripts that need it get per-staff API tokens"): the
  // funnel report, dead letters and the OTP outbox for operators, carrying out an erase for compliance.
  "GET /admin/reports/funnel": { roles: ["operator"], token: true },
  "GET /admin/partners/dead": { roles: ["operator"], token: true },
  "POST /admin/partners/dead/{id}/retry": { roles: ["operator"], token: true },
  "GET /dev/outbox": { roles: ["operator"], token: true },
  "POST /admin/privacy/erase": { roles: ["compliance"], token: true },
};

const UNAUTHORIZED = "Vui lòng đăng nhập trang quản trị";
const FORBIDDEN = "Vai trò của bạn không được làm việc này";

const modules = import.meta.glob<Record<string, unknown>>("../../src/contract/**/*.ts", { eager: true });
const backOffice: Endpoint[] = Object.values(modules)
  .flatMap((mod) => Object.values(mod).filter(isEndpoint))
  .filter((e) => e.path.startsWith("/quan-tri/") || e.path.startsWith("/admin/") || e.path === "/dev/outbox");
const key = (e: Endpoint) => `${e.method} ${e.path}`;

/** A body that passes the contract where one is easy to give, so the answer is the handler's. */
function bodyFor(e: Endpoint, n: number): unknown {
  switch (key(e)) {
    case "POST /quan-tri/staff/invite":
      return { email: `matrix${n}@vay.test`, fullName: "Ma Trận", role: "editor" };
    case "POST /quan-tri/tokens":
      return { name: "ma trận" };
    case "POST /quan-tri/reveal":
      return { subject: "lead", code: "LNNOSUCH0001", reason: "Kiểm tra quyền" };
    case "POST /quan-tri/review/{id}/decision":
      return { decision: "approved", reason: "Kiểm tra quyền" };
    case "POST /quan-tri/staff/{id}/role":
      return { role: "operator" };
    case "POST /quan-tri/subject-export":
      return { phone: "0911000999", reason: "Kiểm tra quyền" };
    case "POST /quan-tri/me/totp/confirm":
      return { code: "000000" };
    case "POST /quan-tri/sign-in/totp":
      return { email: "nobody@vay.test", code: "000000" };
    default:
      return {};
  }
}

describe("back-office role matrix", () => {
  let t: TestApp;
  let target: number;
  const staffIds = {} as Record<Role, number>;
  const tokens = {} as Record<Role, string>;
  let customerCookie = "";
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    const db = t.database.db;
    const now = t.clock.now();
    for (const role of [...ALL, "editor"] as const) {
      const row = await db
        .insertInto("staff")
        .values({ email: `${role}-${n++}@vay.test`, full_name: `Vai ${role}`, role, status: "active", created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (staffIds[role] === undefined) staffIds[role] = row.id;
      else target = row.id;
    }
    for (const role of ALL) {
      const actor = {
        staffId: staffIds[role],
        email: `${role}@vay.test`,
        fullName: role,
        role,
        via: "session" as const,
        sessionHash: null,
        ip: "192.0.2.1",
      };
      tokens[role] = (await createApiToken(t.deps, actor, "ma trận")).token;
    }
    const userId = await createUser(t.database, { phone: "0911000222", password: "Matkhau@123" });
    const session = await startSession(t.deps, { id: userId, session_version: 1 });
    customerCookie = `__Host-session=${session.token}`;
  });
  afterAll(() => t.close());

  it("the expectation table and the policy table name the same endpoints, and the contract has no other", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(STAFF_POLICY).sort());
    expect(backOffice.map(key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  async function call(e: Endpoint, auth: { cookie?: string; bearer?: string }): Promise<StaffAnswer> {
    const path = fillPath(e.path, {
      id: String(target),
      reference: "XD20260101-NOSUCH",
      credentialId: "no-such-passkey",
      sessionId: "0000000000000000",
      refId: "1",
      version: "99",
    });
    // From another machine: the dev outbox also opens to this one outside production.
    return staffCall(t, e.method, path, { ...auth, json: bodyFor(e, n++), ip: "192.0.2.10" });
  }

  async function freshSession(role: Role): Promise<string> {
    const session = await startStaffSession(t.database.db, t.clock.now(), staffIds[role], "passkey");
    return `__Host-staff=${session.token}`;
  }

  const refusedAs = (answer: StaffAnswer) =>
    answer.status === 401 && answer.body.message === UNAUTHORIZED
      ? "unauthorized"
      : answer.status === 403 && answer.body.message === FORBIDDEN
        ? "forbidden"
        : "allowed";

  it.each(backOffice.map((e) => [key(e), e] as const))("%s", async (name, e) => {
    const expected = EXPECTED[name];
    if (expected === undefined) throw new Error(`no expectation for ${name}`);
    // A minute per endpoint: the dozen calls of each stay inside the general per-address limit
    // (API_PER_IP_PER_MINUTE), which the whole table's calls in one minute would pass.
    t.clock.advance(61_000);
    const seen: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const role of ALL) {
      seen[`${role} session`] = refusedAs(await call(e, { cookie: await freshSession(role) }));
      seen[`${role} token`] = refusedAs(await call(e, { bearer: tokens[role] }));
      if (expected === "public") {
        want[`${role} session`] = "allowed";
        want[`${role} token`] = "allowed";
      } else {
        want[`${role} session`] = expected.roles.includes(role) ? "allowed" : "forbidden";
        want[`${role} token`] = expected.roles.includes(role) && expected.token ? "allowed" : "forbidden";
      }
    }
    seen.customer = refusedAs(await call(e, { cookie: customerCookie }));
    seen["bad cookie"] = refusedAs(
      await call(e, { cookie: "__Host-staff=not-a-session-token-of-ours-at-all-0000000000" }),
    );
    seen["forged token"] = refusedAs(await call(e, { bearer: "stf_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }));
    seen.none = refusedAs(await call(e, {}));
    for (const who of ["customer", "bad cookie", "forged token", "none"]) {
      want[who] = expected === "public" ? "allowed" : "unauthorized";
    }
    expect(seen).toEqual(want);
  });
});
