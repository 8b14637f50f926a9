import type { CardListItem } from "../../../src/contract/cards";
import { INCOME_AMOUNT } from "../../../src/contract/funnel";
import { ageFromNationalId } from "../../../src/domain/national-id";
import { INCOME_OPTIONS, type IncomeOption } from "../../../src/domain/options";
import { type ApplicantProfile, fittingCards } from "../../../src/domain/score-fit";
import type { Deps } from "../../deps";
import { LIST_COLUMNS, requirementsOf, toListItem } from "../cards/mapping";
import type { TicketRow } from "../loan-ticket/funnel-ticket";
import { vietnamYear } from "./identity-check";

const isIncomeOption = (value: string | null): value is IncomeOption =>
  value !== null && (INCOME_OPTIONS as readonly string[]).includes(value);

/**
 * The applicant the server verified and scored: the income band's lower bound (never more than they
 * declared) and the age from the national ID. Null before the final score.
 */
export function scoredProfile(ticket: TicketRow, now: Date): ApplicantProfile | null {
  if (ticket.final_scored_at === null || ticket.national_id === null || !isIncomeOption(ticket.income_answer)) {
    return null;
  }
  const age = ageFromNationalId(ticket.national_id, vietnamYear(now));
  return age === null ? null : { monthlyIncome: INCOME_AMOUNT[ticket.income_answer], age };
}

/**
 * The result screen's card suggestions: active cards in the featured order (highlighted first, then
 * position) whose income and age requirements the scored applicant meets (src/domain/score-fit.ts).
 * Null when the ticket has no final score yet.
 */
export async function suggestCards(deps: Deps, ticket: TicketRow, count = 3): Promise<CardListItem[] | null> {
  const profile = scoredProfile(ticket, deps.clock.now());
  if (!profile) return null;
  const rows = await deps.database.db
    .selectFrom("cards")
    .select(LIST_COLUMNS)
    .where("active", "=", true)
    .orderBy("highlight", "desc")
    .orderBy("position", "asc")
    .orderBy("id", "asc")
    .execute();
  return fittingCards(rows, requirementsOf, profile, count).map(toListItem);
}
