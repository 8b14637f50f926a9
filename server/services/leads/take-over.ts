import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema";

/** Applications an unproven account made: none got past the ticket OTP, which goes to the phone. */
const UNPROVEN_STATUSES = ["draft", "otpPending"] as const;

export interface TakeOver {
  userId: number;
  /** The funnel's applicant, whose OTP just proved the phone. */
  fullName: string;
  email: string | null;
  passwordHash: string;
  now: Date;
  ticketCode: string;
}

async function emailIsFreeFor(trx: Transaction<DB>, email: string, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("id", "<>", userId)
    .executeTakeFirst();
  return row === undefined;
}

async function takeOverIn(trx: Transaction<DB>, input: TakeOver, email: string | null): Promise<string[] | null> {
  const { userId, now } = input;
  const freeEmail = email && (await emailIsFreeFor(trx, email, userId)) ? email : null;
  const taken = await trx
    .updateTable("users")
    .set((eb) => ({
      password_hash: input.passwordHash,
      full_name: input.fullName,
      email: freeEmail,
      phone_verified_at: now,
      session_version: eb("session_version", "+", 1),
      updated_at: now,
    }))
    .where("id", "=", userId)
    .where("phone_verified_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!taken) return null;
  await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  await trx.deleteFrom("password_reset_tokens").where("user_id", "=", userId).execute();
  const drafts = (
    await trx
      .selectFrom("loan_applications")
      .select("code")
      .where("owner_user_id", "=", userId)
      .where("status", "in", UNPROVEN_STATUSES)
      .execute()
  ).map((row) => row.code);
  if (drafts.length > 0) {
    // The consent records stay (0017), no longer tied to the phone or the account.
    await trx
      .updateTable("consents")
      .set({ user_id: null, phone: "", ip: null })
      .where("application_code", "in", drafts)
      .execute();
    await trx.deleteFrom("loan_applications").where("code", "in", drafts).execute();
  }
  await trx.updateTable("loan_tickets").set({ user_id: userId }).where("code", "=", input.ticketCode).execute();
  return drafts;
}

/**
 * Issue 30: the account of the phone was made by /auth/register and never proven, and the funnel's
 * OTP has just proven the phone. The account becomes the prover's, in one transaction: the
 * funnel's name, e-mail (when no other account has it) and temporary password replace what the
 * registrant typed, the phone counts as proven, every session and reset link of the account ends,
 * and the registrant's unfinished applications (made with a phone they never proved) are deleted.
 * Answers the deleted applications' codes (their files are the caller's to remove), or null when
 * the account was proven meanwhile (another call took it over) and nothing changed.
 */
export async function takeOverUnproven(db: Kysely<DB>, input: TakeOver): Promise<string[] | null> {
  try {
    return await db.transaction().execute((trx) => takeOverIn(trx, input, input.email));
  } catch (error) {
    // Only the e-mail (unique) can conflict, when another account took it meanwhile: go on without it.
    if (input.email === null) throw error;
    return db.transaction().execute((trx) => takeOverIn(trx, input, null));
  }
}
