import * as v from "valibot";

/** Every answer of the API: a business code (200 success), data and usually a message. */
export const envelopeSchema = v.object({
  code: v.number(),
  data: v.unknown(),
  message: v.optional(v.string()),
});

export type Envelope<T> = { code: number; data: T; message?: string };

export const SUCCESS = 200;
