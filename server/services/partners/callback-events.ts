import { type Kysely, sql } from "kysely";
import type { PartnerStatus } from "../../../src/contract/partners";
import { statusesBefore } from "../../../src/domain/partner-status-moves";
import type { DB } from "../../db/schema";

/** What became of a partner's callback event (issue 30). */
export type CallbackEventOutcome = "applied" | "replayed" | "out_of_order" | "move_refused" | "unknown_delivery";

export interface CallbackEvent {
  partnerId: number;
  /** The callback's idempotency key, normalised. */
  callbackKey: string;
  deliveryKey: string;
  status: PartnerStatus;
  sequence: number;
  ref: string | null;
  now: Date;
}

class Rollback extends Error {}

/**
 * Applies one callback event in one transaction, or nothing: the callback key is new, the event
 * newer than the last one applied to the delivery (its sequence), and the move allowed
 * (src/domain/partner-status-moves.ts). A refused event writes nothing, so sending it again gets
 * the same answer; an applied one records its key and its sequence.
 */
export async function applyCallbackEvent(db: Kysely<DB>, event: CallbackEvent): Promise<CallbackEventOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const seen = await trx
        .selectFrom("partner_callbacks")
        .select("idempotency_key")
        .where("partner_id", "=", event.partnerId)
        .where("idempotency_key", "=", event.callbackKey)
        .executeTakeFirst();
      if (seen) return "replayed";
      const updated = await trx
        .updateTable("partner_deliveries")
        .set({
          status: event.status,
          partner_sequence: event.sequence,
          updated_at: event.now,
          last_error: null,
          ...(event.ref ? { partner_ref: event.ref } : {}),
        })
        .where("idempotency_key", "=", event.deliveryKey)
        .where("partner_id", "=", event.partnerId)
        .where("status", "in", statusesBefore(event.status))
        .where((eb) => eb.or([eb("partner_sequence", "is", null), eb("partner_sequence", "<", event.sequence)]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return refusal(trx, event);
      const remembered = await trx
        .insertInto("partner_callbacks")
        .values({ partner_id: event.partnerId, idempotency_key: event.callbackKey, received_at: event.now })
        .onConflict((oc) => oc.columns(["partner_id", "idempotency_key"]).doNothing())
        .returning("idempotency_key")
        .executeTakeFirst();
      // The same key applied concurrently by another request: undo this one.
      if (!remembered) throw new Rollback();
      return "applied";
    });
  } catch (error) {
    if (error instanceof Rollback) return "replayed";
    throw error;
  }
}

/** Why an event was not applied: no such delivery, the same event again, an older one, or a move not allowed. */
async function refusal(db: Kysely<DB>, event: CallbackEvent): Promise<CallbackEventOutcome> {
  const row = await db
    .selectFrom("partner_deliveries")
    .select([
      "status",
      sql<boolean>`coalesce(partner_sequence >= ${event.sequence}, false)`.as("not_newer"),
      sql<boolean>`coalesce(partner_sequence = ${event.sequence}, false)`.as("same"),
    ])
    .where("idempotency_key", "=", event.deliveryKey)
    .where("partner_id", "=", event.partnerId)
    .executeTakeFirst();
  if (!row) return "unknown_delivery";
  if (row.same && row.status === event.status) return "replayed";
  if (row.not_newer) return "out_of_order";
  return "move_refused";
}
