import { maskPhone } from "../../../src/domain/format";
import type { Logger } from "../../log";
import { SmsDeliveryError, type SmsSender } from "./sms-sender";

export interface HttpSmsOptions {
  url: string;
  key: string;
  brand: string;
  /** Per request; a gateway slower than this counts as a failure. */
  timeoutMs?: number;
}

/**
 * A generic SMS gateway: POST {url} with JSON { brand, phone, text } and the key as a bearer token.
 * Any answer other than 2xx is a failure. The code itself is never logged.
 */
export function createHttpSender(options: HttpSmsOptions, log: Logger): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: "http",
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${options.key}` },
          body: JSON.stringify({ brand: options.brand, phone: message.phone, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        log.error("sms gateway unreachable", { to: maskPhone(message.phone), error });
        throw new SmsDeliveryError("gateway unreachable");
      }
      // Drain the body so the connection is reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        log.error("sms gateway refused the message", { to: maskPhone(message.phone), status: response.status });
        throw new SmsDeliveryError(`gateway answered ${response.status}`);
      }
      log.info("sms sent", { to: maskPhone(message.phone) });
    },
  };
}
