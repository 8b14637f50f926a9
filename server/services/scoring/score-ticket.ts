import { SCORE_ATTR, SCORE_STEP, type ScoreBody } from "../../../src/contract/funnel";
import { t } from "../../../src/i18n/t";
import type { Deps } from "../../deps";
import { phoneBlacklistCode } from "../blacklist";
import { settleAccount } from "../leads/account";
import type { TicketRow } from "../loan-ticket/funnel-ticket";
import { checkAge } from "./identity-check";
import { type ScoreAnswers, type ScorePoints, scoreApplicant } from "./scorecard";

export interface ScoreAnswer {
  totalScore: number;
  creditCardLimit: number;
  /** The points each answer earned (stored on the ticket as score_points). */
  points: ScorePoints;
  userName?: string;
  password?: string;
}

export type ScoreOutcome = { ok: true; data: ScoreAnswer } | { ok: false; code: number; message: string };

/** The four answers of the request, by attrId. */
export function answersOf(body: ScoreBody): ScoreAnswers {
  const answers: ScoreAnswers = {};
  for (const value of body.documentValues.values) {
    if (value.attrId === SCORE_ATTR.income) answers.income = value.attrValue;
    else if (value.attrId === SCORE_ATTR.housing) answers.housing = value.attrValue;
    else if (value.attrId === SCORE_ATTR.marital) answers.marital = value.attrValue;
    else answers.dependents = value.attrValue;
  }
  return answers;
}

/**
 * Scores the verified ticket's applicant (phone blacklist and identity rules first) and stores the explained score
 * on the ticket. Once the final call (step 4) has run, a late partial call no longer overwrites
 * the stored score: the saved lead always uses the final one. The final call also settles the
 * account (see settleAccount).
 *
 * Both blacklists are read and the score stored in one statement (issue 16: five score calls per
 * funnel): the update only happens when neither list has the applicant, and the answer follows
 * the order of the rules (phone, then age, then ID), as it did one query at a time.
 */
export async function scoreTicket(deps: Deps, ticket: TicketRow, body: ScoreBody): Promise<ScoreOutcome> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const age = checkAge(body.identityNo, now);
  if (!age.ok) {
    // validatephone is a separate call a caller could skip: the phone rule holds here too, first.
    const phoneCode = await phoneBlacklistCode(db, ticket.phone);
    return phoneCode === null ? age : { ok: false, code: phoneCode, message: t("phone_blacklisted") };
  }

  const answers = answersOf(body);
  const card = scoreApplicant(age.age, answers);
  const final = body.step === SCORE_STEP.final;

  const listed = await db
    .with("phone_listed", (w) =>
      w.selectFrom("blacklist_phones").select("answer_code").where("phone", "=", ticket.phone),
    )
    .with("id_listed", (w) =>
      w.selectFrom("blacklist_national_ids").select("answer_code").where("national_id", "=", body.identityNo),
    )
    .with("scored", (w) => {
      let update = w
        .updateTable("loan_tickets")
        .set({
          full_name: body.name,
          national_id: body.identityNo,
          income_answer: answers.income ?? null,
          housing_answer: answers.housing ?? null,
          marital_answer: answers.marital ?? null,
          dependents_answer: answers.dependents ?? null,
          score: card.total,
          score_version: card.version,
          score_points: JSON.stringify(card.points),
          scored_at: now,
          ...(final ? { final_scored_at: now } : {}),
        })
        .where("code", "=", ticket.code)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom("phone_listed").select("answer_code"))))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom("id_listed").select("answer_code"))));
      if (!final) update = update.where("final_scored_at", "is", null);
      return update.returning("code");
    })
    .selectNoFrom(({ selectFrom }) => [
      selectFrom("phone_listed").select("answer_code").as("phone_code"),
      selectFrom("id_listed").select("answer_code").as("id_code"),
    ])
    .executeTakeFirstOrThrow();
  if (listed.phone_code !== null) return { ok: false, code: listed.phone_code, message: t("phone_blacklisted") };
  if (listed.id_code !== null) return { ok: false, code: listed.id_code, message: t("not_eligible") };

  const data: ScoreAnswer = { totalScore: card.total, creditCardLimit: card.creditCardLimit, points: card.points };
  if (!final) return { ok: true, data };

  const account = await settleAccount(
    db,
    { phone: ticket.phone, email: ticket.email || null, fullName: body.name, now, ticketCode: ticket.code },
    deps.config.ekyc.uploadDir,
  );
  if (account.takenOver) deps.log.info("unproven account taken over by the funnel", { userId: account.userId });
  deps.log.info("funnel final score", { ticket: ticket.code, score: card.total, version: card.version });
  return {
    ok: true,
    data: { ...data, userName: account.userName, ...(account.password ? { password: account.password } : {}) },
  };
}
