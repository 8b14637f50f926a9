import { type Kysely, sql } from "kysely";
import type * as v from "valibot";
import type { trackingLogSchema } from "../../../src/contract/tracking";
import type { DB } from "../../db/schema";

export type TrackingLogInput = v.InferOutput<typeof trackingLogSchema>;

export interface RequestFacts {
  /** The caller's address, from the connection (never from the body). */
  ip: string;
  now: Date;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** Every status reached, with the current one at the current time on page when the body left it out. */
function reachedStatuses(log: TrackingLogInput): Array<{ status: number; seconds: number }> {
  const reached = new Map(log.reached.map((r) => [r.status, r.seconds]));
  if (!reached.has(log.conversionStatus)) reached.set(log.conversionStatus, log.timeOnPage);
  return [...reached.entries()].map(([status, seconds]) => ({ status, seconds })).sort((a, b) => a.status - b.status);
}

/**
 * Stores a visit log. Idempotent per visit and status: the visit row and its (visit, status) rows are
 * upserted on their unique keys, so a retried or repeated save (autosave, concurrent retries) updates
 * them: the status, time on page and end only grow, a status keeps the time it was first reached,
 * and the attribution and address stay those of the first save.
 */
export async function saveTrackingLog(db: Kysely<DB>, log: TrackingLogInput, facts: RequestFacts): Promise<void> {
  const steps = reachedStatuses(log);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("tracking_visits")
      .values({
        system_click_id: log.systemClickId,
        conversion_status: log.conversionStatus,
        time_on_page: log.timeOnPage,
        ip_address: facts.ip,
        browser: log.browser.trim() || "Other",
        operating_system: log.operatingSystem.trim() || "Other",
        pub_click_id: text(log.pubClickId),
        pub_id: text(log.pubId),
        partner_id: text(log.partnerId),
        utm_source: text(log.utmSource),
        utm_campaign: text(log.utmCampaign),
        utm_content: text(log.utmContent),
        utm_term: text(log.utmTerm),
        utm_medium: text(log.utmMedium),
        sub1: text(log.sub1),
        sub2: text(log.sub2),
        sub3: text(log.sub3),
        sub4: text(log.sub4),
        sub5: text(log.sub5),
        count_back: log.countBack,
        first_seen_at: facts.now,
        last_seen_at: facts.now,
        ended_at: log.final ? facts.now : null,
      })
      .onConflict((oc) =>
        oc.column("system_click_id").doUpdateSet({
          conversion_status: sql<number>`GREATEST(tracking_visits.conversion_status, excluded.conversion_status)`,
          time_on_page: sql<number>`GREATEST(tracking_visits.time_on_page, excluded.time_on_page)`,
          last_seen_at: sql<Date>`GREATEST(tracking_visits.last_seen_at, excluded.last_seen_at)`,
          ended_at: sql<Date | null>`COALESCE(tracking_visits.ended_at, excluded.ended_at)`,
          save_count: sql<number>`tracking_visits.save_count + 1`,
        }),
      )
      .execute();
    await trx
      .insertInto("tracking_steps")
      .values(
        steps.map((step) => ({
          system_click_id: log.systemClickId,
          status: step.status,
          seconds: step.seconds,
          reached_at: facts.now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["system_click_id", "status"]).doUpdateSet({
          seconds: sql<number>`LEAST(tracking_steps.seconds, excluded.seconds)`,
          reached_at: sql<Date>`LEAST(tracking_steps.reached_at, excluded.reached_at)`,
        }),
      )
      .execute();
  });
}
