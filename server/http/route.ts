import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { BodyOf, DataOf, Endpoint, QueryOf } from "../../src/contract/endpoint";
import type { Envelope } from "../../src/contract/envelope";
import { firstMessage } from "../../src/contract/valibot-vi";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "./app-env";
import { writeOnce } from "./compress-json";
import { HttpError } from "./errors";
import { hasNul } from "./request-guards";

export interface RouteInput<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: Record<string, string>;
  c: Context<AppEnv>;
}

/** What a handler answers: the envelope, or a raw Response (redirects, files). */
export type Reply<E extends Endpoint> = Envelope<DataOf<E> | null> | Response;

export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { code: 200, data } : { code: 200, data, message };
}

const sharedEnvelopes = new WeakMap<object, Envelope<unknown>>();

/**
 * ok(data) for data that stays the same object, never changed, while it lives and is handed to
 * every caller asking the same (a page of the in-memory card index): one envelope per such object,
 * serialized and compressed once (writeOnce in compress-json.ts) rather than on every call.
 */
export function okShared<T extends object>(data: T): Envelope<T> {
  let envelope = sharedEnvelopes.get(data);
  if (!envelope) {
    envelope = writeOnce(ok(data));
    sharedEnvelopes.set(data, envelope);
  }
  return envelope as Envelope<T>;
}

/** A business outcome other than success (201, 202, 203, 204 …): HTTP 200 with its own code. */
export function outcome(code: number, message: string, data: null = null): Envelope<null> {
  return { code, data, message };
}

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  return parseBodyText(await c.req.text());
}

/**
 * A request body's text as a route reads it: empty is {}, else JSON (400 invalid_json), with no
 * U+0000 anywhere (400 invalid_characters). Shared with answers made ahead of the chain.
 */
export function parseBodyText(text: string): unknown {
  if (text.trim() === "") return {};
  let nul = false;
  let parsed: unknown;
  try {
    // JSON can only carry U+0000 escaped (\u0000) or, invalidly, raw: without either in the text no
    // key or string holds one, and the plain parse spares a reviver call per value (issue 16).
    parsed =
      text.includes("\\u0000") || text.includes("\0")
        ? JSON.parse(text, (key, value: unknown) => {
            if (hasNul(key) || (typeof value === "string" && hasNul(value))) nul = true;
            return value;
          })
        : JSON.parse(text);
  } catch {
    throw new HttpError(400, t("invalid_json"));
  }
  // PostgreSQL text cannot hold U+0000: a 400 here, not a 500 from the database.
  if (nul) throw new HttpError(400, t("invalid_characters"));
  return parsed;
}

/** The contract's schema applied to input: its output, or 400 with the first Vietnamese message. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new HttpError(400, firstMessage(result.issues));
  return result.output;
}

/**
 * Registers an endpoint of the contract on the app: the body and query are parsed with the
 * contract's schemas (400 with a Vietnamese message on failure) before the handler runs.
 */
export function route<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Reply<E>> | Reply<E>,
): void {
  const honoPath = endpoint.path.replace(/\{(\w+)\}/g, ":$1");
  app.on(endpoint.method, honoPath, async (c) => {
    if (endpoint.auth && !c.get("user")) throw new HttpError(401, t("unauthorized"));
    const body = endpoint.body ? parse(endpoint.body, await readBody(c)) : undefined;
    const query = endpoint.query ? parse(endpoint.query, c.req.query()) : undefined;
    const reply = await handler({
      body: body as BodyOf<E>,
      query: query as QueryOf<E>,
      params: c.req.param() as Record<string, string>,
      c,
    });
    if (reply instanceof Response) return reply;
    return c.json(reply, 200);
  });
}
