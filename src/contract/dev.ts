import * as v from "valibot";
import { endpoint } from "./endpoint";
import { phoneSchema } from "./fields";

export const outboxEntrySchema = v.object({
  phone: v.string(),
  text: v.string(),
  otp: v.nullable(v.string()),
  createdAt: v.string(),
});

/**
 * Development only: the SMS the outbox delivery kept for a phone, newest first. The route exists
 * only when SMS_DELIVERY is outbox; it answers an operator (staff session or API token) and, outside
 * production, a caller on this machine.
 */
export const devOutboxEndpoint = endpoint({
  method: "GET",
  path: "/dev/outbox",
  query: v.object({ phone: phoneSchema }),
  data: v.array(outboxEntrySchema),
});
