import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { type StartedSession, startSession } from "../sessions";

export interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  password_hash: string;
  session_version: number;
}

const COLUMNS = ["id", "username", "email", "full_name", "password_hash", "session_version"] as const;

/** The account a sign-in name names: the phone (username) as typed, or the e-mail in any case. */
export async function findAccountByLogin(db: Kysely<DB>, login: string): Promise<AccountRow | null> {
  const name = login.trim();
  const query = db.selectFrom("users").select(COLUMNS);
  const row = name.includes("@")
    ? await query.where((eb) => eb(eb.fn("lower", ["email"]), "=", name.toLowerCase())).executeTakeFirst()
    : await query.where("username", "=", name).executeTakeFirst();
  return row ?? null;
}

export async function findAccountByPhone(db: Kysely<DB>, phone: string): Promise<AccountRow | null> {
  return (await db.selectFrom("users").select(COLUMNS).where("username", "=", phone).executeTakeFirst()) ?? null;
}

/**
 * What a sign-in answers (SPEC.md section 7 "Account": username, params.fullName, params.email) and
 * the new server-side session, whose token the route puts into the HttpOnly cookie, never the body.
 */
export interface SessionAnswer extends StartedSession {
  username: string;
  params: { fullName: string; email: string };
}

export async function sessionAnswer(deps: Deps, account: AccountRow): Promise<SessionAnswer> {
  const session = await startSession(deps, account);
  return {
    ...session,
    username: account.username,
    params: { fullName: account.full_name, email: account.email ?? "" },
  };
}
