import type { Browser, BrowserContext, Page } from "playwright-core";
import { loadConfig } from "../../../server/config";
import { openDatabase } from "../../../server/db/connect";
import { migrate } from "../../../server/db/migrate";
import { systemClock } from "../../../server/deps";
import { createApiToken } from "../../../server/services/staff/api-tokens";
import { createFirstAdmin } from "../../../server/services/staff/create-first-admin";
import { freshDataDir } from "./server";

/**
 * Back-office e2e support (issue 31): the first admin made by `npm run staff:create`'s function, a
 * browser context with a passkey authenticator (CDP WebAuthn), and staff of any role invited by that
 * admin and enrolled with a passkey of their own, as each person does it on the screens.
 */

export type StaffRoleName = "editor" | "operator" | "compliance" | "admin";

export interface StaffPage {
  context: BrowserContext;
  page: Page;
}

/** A browser context with a platform passkey authenticator that verifies the user (CDP WebAuthn). */
export async function withAuthenticator(browser: Browser): Promise<StaffPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

/** The fragment of an enrolment link (the token never reaches a server log). */
export const tokenOf = (link: string) => link.slice(link.indexOf("#"));

/**
 * Makes the first admin on a fresh PGlite data directory (before the server opens it: PGlite is one
 * process at a time) or on the PostgreSQL at `url`. Answers the data directory and the admin's link.
 */
export async function firstAdmin(
  person = { email: "admin@vay.test", fullName: "Trần Quản Trị" },
  url: string | null = null,
): Promise<{ dataDir: string; link: string }> {
  const dataDir = freshDataDir("vay-e2e-bo-");
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  const database = await openDatabase({ url, dataDir: `${dataDir}/pglite` });
  await migrate(database);
  const made = await createFirstAdmin({ config, database, clock: systemClock }, person);
  await database.close();
  if (made.kind !== "ok") throw new Error(`createFirstAdmin: ${made.kind}`);
  return { dataDir, link: made.link };
}

/** Opens an enrolment link with a new passkey device and enrols; answers once the dashboard shows. */
export async function enrolWithPasskey(browser: Browser, baseUrl: string, link: string): Promise<StaffPage> {
  const person = await withAuthenticator(browser);
  await person.page.goto(`${baseUrl}/quan-tri/ghi-danh${tokenOf(link)}`);
  await person.page.getByRole("button", { name: "Tạo khóa truy cập (passkey)" }).click();
  await person.page.getByRole("heading", { name: "Tổng quan" }).waitFor();
  return person;
}

/** The admin invites a person on the staff screen; answers the one-time link shown. */
export async function invite(
  admin: Page,
  person: { email: string; fullName: string; role: StaffRoleName },
): Promise<string> {
  await admin.getByRole("link", { name: "Nhân viên" }).click();
  await admin.getByRole("heading", { name: "Nhân viên" }).waitFor();
  await admin.getByLabel("Họ tên").fill(person.fullName);
  await admin.getByLabel("Email").fill(person.email);
  await admin.getByLabel("Vai trò").selectOption(person.role);
  await admin.getByRole("button", { name: "Mời nhân viên" }).click();
  await admin.getByRole("cell", { name: person.email }).waitFor();
  return (await admin.getByTestId("invite-link").textContent()) ?? "";
}

/** Invited by the admin and enrolled on their own device: a signed-in staff member of that role. */
export async function staffMember(
  browser: Browser,
  baseUrl: string,
  admin: Page,
  person: { email: string; fullName: string; role: StaffRoleName },
): Promise<StaffPage> {
  return enrolWithPasskey(browser, baseUrl, await invite(admin, person));
}

/**
 * A script's credential on a fresh PGlite data directory (before the server opens it): an active
 * staff member of `role` and an API token of theirs (`stf_…`, what STAFF_API_TOKEN holds), made by
 * the real service. Answers the data directory (for startServer's dataDir; the caller removes it)
 * and the token.
 */
export async function staffScriptToken(role: StaffRoleName): Promise<{ dataDir: string; token: string }> {
  const dataDir = freshDataDir("vay-e2e-token-");
  const database = await openDatabase({ url: null, dataDir: `${dataDir}/pglite` });
  try {
    await migrate(database);
    const email = `${role}-script@vay.test`;
    const row = await database.db
      .insertInto("staff")
      .values({ email, full_name: `Kịch Bản ${role}`, role, status: "active", created_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const actor = { staffId: row.id, email, fullName: email, role, via: "session" as const, sessionHash: null, ip: "" };
    const made = await createApiToken({ database, clock: systemClock }, actor, "e2e");
    return { dataDir, token: made.token };
  } finally {
    await database.close();
  }
}
