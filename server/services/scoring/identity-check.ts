import type { Kysely } from "kysely";
import { FUNNEL_CODE } from "../../../src/contract/funnel";
import { ageFromNationalId, isEligibleAge } from "../../../src/domain/national-id";
import { t } from "../../../src/i18n/t";
import type { DB } from "../../db/schema";
import { nationalIdBlacklistCode } from "../blacklist";

/** Vietnam is UTC+7 all year: "the current year" of the age rule is the year in Vietnam. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

export function vietnamYear(now: Date): number {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).getUTCFullYear();
}

export type IdentityCheck = { ok: true; age: number } | { ok: false; code: number; message: string };

/** The age rule alone (no database): the age from the ID when it is 18-60, else the refusal. */
export function checkAge(nationalId: string, now: Date): IdentityCheck {
  const age = ageFromNationalId(nationalId, vietnamYear(now));
  if (age === null || !isEligibleAge(age)) {
    return { ok: false, code: FUNNEL_CODE.notValidAge, message: t("not_valid_age") };
  }
  return { ok: true, age };
}

/**
 * The identity rules of step 4, applied on the server at validateIdcard and again at every score
 * call: the age from the ID is 18-60 (FUNNEL_CODE.notValidAge), then the ID is not blacklisted (201), in
 * the order the client checks them.
 */
export async function checkIdentity(db: Kysely<DB>, nationalId: string, now: Date): Promise<IdentityCheck> {
  const age = checkAge(nationalId, now);
  if (!age.ok) return age;
  const blacklisted = await nationalIdBlacklistCode(db, nationalId);
  if (blacklisted !== null) return { ok: false, code: blacklisted, message: t("not_eligible") };
  return age;
}
