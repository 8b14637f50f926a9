import { maskPhone } from "../../../src/domain/format";
import type { Database } from "../../db/connect";
import type { Clock } from "../../deps";
import type { Logger } from "../../log";
import type { SmsSender } from "./sms-sender";

/**
 * Development delivery: the message is stored in sms_outbox (read at GET /api/dev/outbox); the server
 * log only says that one was stored, with the phone masked: never the text, which holds the code.
 */
export function createOutboxSender(database: Database, clock: Clock, log: Logger): SmsSender {
  return {
    kind: "outbox",
    async send(message) {
      await database.db
        .insertInto("sms_outbox")
        .values({ phone: message.phone, text: message.text, otp: message.otp, created_at: clock.now() })
        .execute();
      log.info("sms stored in the outbox", { to: maskPhone(message.phone) });
    },
  };
}

export interface OutboxEntry {
  phone: string;
  text: string;
  otp: string | null;
  createdAt: string;
}

/** The outbox of one phone, newest first. */
export async function readOutbox(database: Database, phone: string, limit = 20): Promise<OutboxEntry[]> {
  const rows = await database.db
    .selectFrom("sms_outbox")
    .select(["phone", "text", "otp", "created_at"])
    .where("phone", "=", phone)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    phone: row.phone,
    text: row.text,
    otp: row.otp,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
