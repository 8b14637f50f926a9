import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { provenPhone } from "../accounts/proven-phone";
import { deleteApplicationFiles } from "../loan-ticket/file-store";
import { takeOverUnproven } from "./take-over";
import { returnTemporaryCredentials, temporaryCredentials } from "./temporary-credentials";

export interface SettledAccount {
  userId: number;
  userName: string;
  /** Present only when this call created the account or took it over: the temporary password, shown once. */
  password?: string;
  /** This call took over an account registered for the phone without an OTP (take-over.ts). */
  takenOver?: boolean;
}

async function accountByUsername(db: Kysely<DB>, username: string) {
  return db
    .selectFrom("users")
    .select(["id", "username", "phone_verified_at"])
    .where("username", "=", username)
    .executeTakeFirst();
}

async function emailIsFree(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return row === undefined;
}

/**
 * Inserts the user and links the ticket to it, in one statement (issue 16); null when the insert
 * did nothing (a username or e-mail taken), and the ticket is then left as it was. The id comes
 * from the insert itself, whether or not the ticket row is there to link.
 */
async function insertUser(
  db: Kysely<DB>,
  values: { username: string; email: string | null; fullName: string; passwordHash: string; now: Date },
  ticketCode: string,
): Promise<number | null> {
  const row = await db
    .with("created", (w) =>
      w
        .insertInto("users")
        .values({
          username: values.username,
          email: values.email,
          full_name: values.fullName,
          password_hash: values.passwordHash,
          // The funnel's OTP proved the phone before the final score (proven-phone.ts).
          phone_verified_at: values.now,
          created_at: values.now,
          updated_at: values.now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning("id"),
    )
    .with("linked", (w) =>
      w
        .updateTable("loan_tickets")
        .set((eb) => ({ user_id: eb.selectFrom("created").select("id") }))
        .where("code", "=", ticketCode)
        .where((eb) => eb.exists(eb.selectFrom("created").select("id")))
        .returning("code"),
    )
    .selectFrom("created")
    .select("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

async function linkTicket(db: Kysely<DB>, ticketCode: string, userId: number): Promise<void> {
  await db.updateTable("loan_tickets").set({ user_id: userId }).where("code", "=", ticketCode).execute();
}

/**
 * The account of a funnel applicant at the final score call, linked to its ticket. Username is
 * the verified phone. A new account gets a random temporary password (stored as argon2id),
 * returned once; an existing proven account is never changed and no password is returned. An
 * existing account whose phone was never proven (/auth/register) is taken over for the applicant,
 * whose OTP proved the phone, and gets a temporary password as a new one would (take-over.ts):
 * never is the verified ticket linked to it as it was. Concurrent calls create or take over one
 * account at most (the username is unique, the insert does nothing on conflict, the takeover
 * only changes an unproven account).
 */
export async function settleAccount(
  db: Kysely<DB>,
  applicant: { phone: string; email: string | null; fullName: string; now: Date; ticketCode: string },
  /** Where loan-application files live (config.ekyc.uploadDir): a takeover removes the registrant's drafts. */
  uploadDir?: string,
  /** Another call may create or prove the account between the look-up and the write: look again. */
  retries = 2,
): Promise<SettledAccount> {
  const { ticketCode } = applicant;
  const existing = await accountByUsername(db, applicant.phone);
  if (existing && provenPhone(existing) !== null) {
    await linkTicket(db, ticketCode, existing.id);
    return { userId: existing.id, userName: applicant.phone };
  }

  // Made ahead of time when it can be (temporary-credentials.ts): argon2id off the request path.
  const credentials = await temporaryCredentials();
  const { password, passwordHash } = credentials;
  if (existing) {
    const { fullName, email, now } = applicant;
    const drafts = await takeOverUnproven(db, { userId: existing.id, fullName, email, passwordHash, now, ticketCode });
    if (drafts !== null) {
      if (uploadDir && drafts.length > 0) await deleteApplicationFiles(uploadDir, drafts);
      return { userId: existing.id, userName: applicant.phone, password, takenOver: true };
    }
    // Another call proved the account meanwhile (and showed the password): link to it as proven.
    returnTemporaryCredentials(credentials);
    if (retries === 0) throw new Error("account could not be settled");
    return settleAccount(db, applicant, uploadDir, retries - 1);
  }

  const email = applicant.email && (await emailIsFree(db, applicant.email)) ? applicant.email : null;
  const base = { username: applicant.phone, fullName: applicant.fullName, passwordHash, now: applicant.now };
  // A conflict on the e-mail (taken meanwhile) retries without it; one on the username means
  // another call created the account first, and only that call shows a password.
  const created =
    (await insertUser(db, { ...base, email }, ticketCode)) ??
    (email ? await insertUser(db, { ...base, email: null }, ticketCode) : null);
  if (created !== null) return { userId: created, userName: applicant.phone, password };
  // Neither stored nor shown: the pair can serve another account. The account made meanwhile (by
  // another final call, or by /auth/register) is settled as an existing one: linked when proven,
  // taken over when not.
  returnTemporaryCredentials(credentials);
  if (retries === 0) throw new Error("account could not be created");
  return settleAccount(db, applicant, uploadDir, retries - 1);
}
