import type { Config } from "../../config";
import type { Database } from "../../db/connect";
import type { Clock } from "../../deps";
import type { Logger } from "../../log";
import { createHttpSender } from "./http-sender";
import { createOutboxSender } from "./outbox-sender";
import type { SmsSender } from "./sms-sender";

/** The sender the configuration asks for (SMS_DELIVERY). */
export function createSmsSender(config: Config, database: Database, clock: Clock, log: Logger): SmsSender {
  if (config.smsDelivery === "http") {
    if (!config.smsHttp) throw new Error("SMS_DELIVERY is http but the gateway is not configured");
    return createHttpSender(config.smsHttp, log);
  }
  return createOutboxSender(database, clock, log);
}
