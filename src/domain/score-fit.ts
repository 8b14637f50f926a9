/**
 * Which products fit a declined (or any) applicant: a card fits when the applicant meets its income and
 * age requirements. The server applies it when it picks the result screen's card suggestions
 * (server/services/scoring/suggestions.ts), so a visitor is never offered a card they cannot get.
 */
export interface CardRequirements {
  /** Monthly income in VND; null or 0: no requirement. */
  minIncome: number | null;
  minAge: number | null;
  maxAge: number | null;
}

export interface ApplicantProfile {
  /** Monthly income in VND: the lower bound of the chosen band (INCOME_AMOUNT), never more than declared. */
  monthlyIncome: number;
  age: number;
}

const bound = (value: number | null) => (value !== null && Number.isFinite(value) && value > 0 ? value : null);

export function cardFits(card: CardRequirements, profile: ApplicantProfile): boolean {
  const minIncome = bound(card.minIncome);
  const minAge = bound(card.minAge);
  const maxAge = bound(card.maxAge);
  if (minIncome !== null && profile.monthlyIncome < minIncome) return false;
  if (minAge !== null && profile.age < minAge) return false;
  if (maxAge !== null && profile.age > maxAge) return false;
  return true;
}

/** The first `count` items that fit, in the given order. */
export function fittingCards<T>(
  items: readonly T[],
  requirementsOf: (item: T) => CardRequirements,
  profile: ApplicantProfile,
  count: number,
): T[] {
  return items.filter((item) => cardFits(requirementsOf(item), profile)).slice(0, count);
}
