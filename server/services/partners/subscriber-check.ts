import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import type { ApplicationRow } from "../loan-ticket/applications";
import { findProduct } from "../loan-ticket/products";
import { adapterOf } from "./remote";
import { partnerOfProduct } from "./service-check";

/** MobiFone's mobile prefixes (10-digit numbers since 2018). */
export const MOBIFONE_PREFIXES = ["089", "090", "093", "070", "076", "077", "078", "079"] as const;

export const isMobifone = (phone: string) => MOBIFONE_PREFIXES.some((prefix) => phone.startsWith(prefix));

export type Step2Outcome =
  | { kind: "not_ready" }
  | { kind: "unavailable" }
  | { kind: "ok"; accepted: boolean; checked: boolean };

/**
 * MobiFone's second step (POST /v1/ticket/{code}/mobifone-ticket/step2, decision 013): once the
 * ticket OTP is verified, a MobiFone subscriber's number is checked against the applicant's ID by
 * the product's partner (which holds the carrier agreement). Other networks pass unchecked. The
 * answer is stored per application (the latest one): `confirm` reads it, not the browser.
 */
export async function mobifoneStep2(deps: Deps, app: ApplicationRow, transactionId: string): Promise<Step2Outcome> {
  if (app.status !== "contractPending" || app.identity === null) return { kind: "not_ready" };
  if (!isMobifone(app.phone)) return recordStep2(deps, app.code, { accepted: true, checked: false });
  const product = await findProduct(deps.database.db, app.product_id);
  const partnerId = product ? await partnerOfProduct(deps, product.partner_name) : null;
  const adapter = partnerId === null ? null : adapterOf(deps, partnerId);
  if (!adapter) return { kind: "unavailable" };
  let accepted: boolean;
  try {
    const verdict = await adapter.checkSubscriber({
      applicationCode: app.code,
      phone: app.phone,
      nationalId: app.identity.idNumber,
      transactionId,
    });
    accepted = verdict.accepted;
  } catch (error) {
    deps.log.warn("partner subscriber check failed", { partner: partnerId, error: (error as Error).message });
    return { kind: "unavailable" };
  }
  return recordStep2(deps, app.code, { accepted, checked: true });
}

/** Stores the step's answer for the application, replacing an earlier one. */
async function recordStep2(
  deps: Deps,
  code: string,
  outcome: { accepted: boolean; checked: boolean },
): Promise<Step2Outcome> {
  const checkedAt = deps.clock.now();
  await deps.database.db
    .insertInto("mobifone_step2_outcomes")
    .values({ application_code: code, ...outcome, checked_at: checkedAt })
    .onConflict((oc) => oc.column("application_code").doUpdateSet({ ...outcome, checked_at: checkedAt }))
    .execute();
  return { kind: "ok", ...outcome };
}

/**
 * Whether the application may be submitted as far as step 2 goes: a number of another network
 * always may; a MobiFone number only with an accepted step 2 stored for this application.
 */
export async function step2Passed(db: Kysely<DB>, app: Pick<ApplicationRow, "code" | "phone">): Promise<boolean> {
  if (!isMobifone(app.phone)) return true;
  const row = await db
    .selectFrom("mobifone_step2_outcomes")
    .select("accepted")
    .where("application_code", "=", app.code)
    .executeTakeFirst();
  return row?.accepted === true;
}
