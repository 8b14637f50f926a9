import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnrolledStaff, firstAdmin, invite, signInAgain, staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The admin's work on one person (issue 31): a new role ends the person's sessions and is logged with
 * before and after; one session ends alone; a passkey is removed; nobody changes their own role.
 */

interface Person {
  role: string;
  passkeys: Array<{ id: string }>;
  sessions: Array<{ id: string }>;
}

describe("admin: a person's role, passkeys and sessions", () => {
  let t: TestApp;
  let admin: EnrolledStaff;
  let editor: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    admin = await firstAdmin(t);
    editor = await invite(t, admin, "editor", "bientap@vay.test");
  }, 400_000);
  afterAll(() => t.close());

  const person = async (id: number) => {
    const res = await staffCall(t, "GET", `/quan-tri/staff/${id}/credentials`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    return res.body.data as Person;
  };
  const signedIn = async (staff: EnrolledStaff) =>
    (await staffCall(t, "GET", "/quan-tri/audit", { cookie: staff.cookie })).status;

  it("lists the person's open sessions and ends one of them only", async () => {
    const first = editor.cookie;
    await signInAgain(t, editor);
    const sessions = (await person(editor.id)).sessions;
    expect(sessions).toHaveLength(2);
    const [older] = sessions;
    const res = await staffCall(t, "POST", `/quan-tri/staff/${editor.id}/sessions/${older?.id}/end`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await person(editor.id)).sessions.map((s) => s.id)).toEqual([sessions[1]?.id]);
    // The ended one no longer opens anything; the other still does (an editor: 403, not 401).
    expect(await signedIn({ ...editor, cookie: first })).toBe(401);
    expect(await signedIn(editor)).toBe(403);
  });

  it("changes a role: the person's sessions end, the log has before and after", async () => {
    const res = await staffCall(t, "POST", `/quan-tri/staff/${editor.id}/role`, {
      cookie: admin.cookie,
      json: { role: "compliance" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sessionsEnded: 1 });
    expect(await signedIn(editor)).toBe(401);
    await signInAgain(t, editor);
    expect(await signedIn(editor)).toBe(200);
    const row = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "staff.role")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ staff_email: "admin@vay.test", target: `staff:${editor.id}` });
    expect(row.before).toEqual({ role: "editor" });
    expect(row.after).toEqual({ role: "compliance", sessionsEnded: 1 });
  });

  it("refuses an admin's change of their own role", async () => {
    const res = await staffCall(t, "POST", `/quan-tri/staff/${admin.id}/role`, {
      cookie: admin.cookie,
      json: { role: "editor" },
    });
    expect(res.status).toBe(409);
  });

  it("removes one passkey of a person, logged", async () => {
    await t.database.db
      .insertInto("staff_passkeys")
      .values({
        credential_id: "cred-a",
        staff_id: editor.id,
        public_key: Buffer.from([1]),
        counter: 0,
        transports: "",
        created_at: t.clock.now(),
      })
      .execute();
    expect((await person(editor.id)).passkeys.map((p) => p.id)).toEqual(["cred-a"]);
    const res = await staffCall(t, "POST", `/quan-tri/staff/${editor.id}/passkeys/cred-a/remove`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await person(editor.id)).passkeys).toEqual([]);
    const again = await staffCall(t, "POST", `/quan-tri/staff/${editor.id}/passkeys/cred-a/remove`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
    const logged = await t.database.db
      .selectFrom("audit_log")
      .select("before")
      .where("action", "=", "staff.passkey-remove")
      .execute();
    expect(logged).toHaveLength(1);
  });
});
