/** One SMS to send. `otp` is the code it carries, if any (only the outbox keeps it). */
export interface SmsMessage {
  phone: string;
  text: string;
  otp: string | null;
}

/** Delivers text messages. `outbox` keeps them for developers; `http` posts them to a gateway. */
export interface SmsSender {
  readonly kind: "outbox" | "http";
  send(message: SmsMessage): Promise<void>;
}

/** The gateway refused or did not answer: the code was not delivered. */
export class SmsDeliveryError extends Error {
  constructor(detail: string) {
    super(`SMS delivery failed: ${detail}`);
    this.name = "SmsDeliveryError";
  }
}
