import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey } from "altcha-lib/algorithms/sha";
import * as v from "valibot";
import type { Deps } from "../../deps";
import { CAPTCHA_POLICY } from "./challenge";

/**
 * Verifies the payload the ALTCHA widget puts in `captchaResponse`: base64 of
 * { challenge: { parameters, signature }, solution: { counter, derivedKey } }.
 *
 * altcha-lib's verifySolution checks expiry against Date.now(); the server takes time from
 * deps.clock only (tests move it), so the same checks are made here: expiry by our clock, the
 * HMAC signature of the canonical parameters, the derived key re-computed from the counter with
 * altcha-lib's own SHA derivation. Then the challenge is marked used in the database, so a
 * payload passes once, on every instance, until it would have expired anyway.
 */

/** The share of successful checks that also delete the expired challenges (as rate-limit.ts prunes). */
const PRUNE_PROBABILITY = 0.02;

export type CaptchaVerdict = { ok: true } | { ok: false; reason: "malformed" | "expired" | "invalid" | "reused" };

const hex = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2})+$/));
const payloadSchema = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.literal(CAPTCHA_POLICY.algorithm),
      nonce: hex,
      salt: hex,
      cost: v.literal(CAPTCHA_POLICY.cost),
      keyLength: v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(64)),
      keyPrefix: hex,
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
    signature: hex,
  }),
  solution: v.looseObject({
    counter: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
    derivedKey: hex,
  }),
});

function decode(payload: string): v.InferOutput<typeof payloadSchema> | null {
  if (payload.length > 4096) return null;
  try {
    const parsed = v.safeParse(payloadSchema, JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Sorted keys, recursively: the form altcha-lib signs (JSON.stringify of sortKeys). */
function canonical(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, canonical(record[key])]),
  );
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

async function solves(parameters: v.InferOutput<typeof payloadSchema>["challenge"]["parameters"], counter: number) {
  const nonce = Buffer.from(parameters.nonce, "hex");
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce, 0);
  new DataView(password.buffer).setUint32(nonce.length, counter, false);
  const { derivedKey } = await deriveKey(parameters, Buffer.from(parameters.salt, "hex"), password);
  return Buffer.from(derivedKey).toString("hex");
}

export async function verifyCaptcha(deps: Deps, payload: string): Promise<CaptchaVerdict> {
  const decoded = decode(payload);
  if (!decoded) return { ok: false, reason: "malformed" };
  const { parameters, signature } = decoded.challenge;
  const now = deps.clock.now();
  const expiresAt = new Date(parameters.expiresAt * 1000);
  if (expiresAt <= now) return { ok: false, reason: "expired" };

  const expected = createHmac("sha256", deps.secrets.captchaKey)
    .update(JSON.stringify(canonical(parameters)))
    .digest("hex");
  if (!sameHex(signature, expected)) return { ok: false, reason: "invalid" };
  const derived = await solves(parameters, decoded.solution.counter);
  if (!sameHex(derived, decoded.solution.derivedKey) || !derived.startsWith(parameters.keyPrefix)) {
    return { ok: false, reason: "invalid" };
  }

  const db = deps.database.db;
  const fresh = await db
    .insertInto("captcha_used")
    .values({ challenge_id: parameters.nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column("challenge_id").doNothing())
    .returning("challenge_id")
    .executeTakeFirst();
  if (!fresh) return { ok: false, reason: "reused" };
  // Forgetting expired challenges is safe: their payloads fail the expiry check above. Done now
  // and then, not on every check: one statement less on each apply (issue 16).
  if (Math.random() < PRUNE_PROBABILITY) await db.deleteFrom("captcha_used").where("expires_at", "<", now).execute();
  return { ok: true };
}
