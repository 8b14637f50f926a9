import { Readable } from "node:stream";
import type { Context, Env, MiddlewareHandler } from "hono";
import { boundaryOf, type MultipartForm, parseMultipart } from "./multipart";

/**
 * The body of an image upload (issue 30): read as it arrives and counted chunk by chunk, so a body
 * past the limit is answered 413 as soon as it crosses it, without reading the rest (a declared
 * Content-Length over the limit is refused before this, from the header: body-limit.ts). The
 * chunks are kept as they come (no copy, no work on the event loop) and parsed at the end by
 * multipart.ts (native searches, no copy of the file). Uploads are measured before anything
 * decodes them: the image itself is only decoded in the worker pool (services/ekyc/).
 */

export type UploadBody = { kind: "form"; form: MultipartForm } | { kind: "tooLarge" } | { kind: "malformed" };

/** Where the chunks of a body go: one buffer of the declared length, or a list joined at the end. */
function collector(maxBytes: number, declaredLength: number | null) {
  const into = declaredLength !== null && declaredLength <= maxBytes ? Buffer.allocUnsafe(declaredLength) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  return {
    /** False when the chunk takes the body past its limit (or past its declared length). */
    add(chunk: Uint8Array): boolean {
      if (total + chunk.byteLength > (into ? into.length : maxBytes)) return false;
      if (into) into.set(chunk, total);
      else chunks.push(chunk);
      total += chunk.byteLength;
      return true;
    },
    body: (): Buffer => (into ? into.subarray(0, total) : Buffer.concat(chunks, total)),
  };
}

/**
 * Reads a web stream up to `maxBytes`: the whole body, or null as soon as it goes past (the rest
 * is left unread). With a declared length each chunk is copied as it arrives into one buffer of
 * that size, so no large copy is left for the end (a 7 MB concat took up to 19 ms here).
 */
export async function readCounted(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  declaredLength: number | null = null,
): Promise<Buffer | null> {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const body = collector(maxBytes, declaredLength);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return body.body();
    if (!body.add(value)) {
      reader.cancel().catch(() => {});
      return null;
    }
  }
}

/**
 * The same from Node's request stream (the app on @hono/node-server): no web stream in between,
 * which cost about as much as the parse. Past the limit the stream is paused, not destroyed, so
 * the 413 still reaches the client; @hono/node-server drains or closes the connection after it.
 */
function readIncoming(incoming: Readable, maxBytes: number, declaredLength: number | null): Promise<Buffer | null> {
  const body = collector(maxBytes, declaredLength);
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("close", onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      if (body.add(chunk)) return;
      incoming.pause();
      settle(() => resolve(null));
    };
    const onEnd = () => settle(() => resolve(body.body()));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new Error("the client closed the upload")));
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
    incoming.on("close", onClose);
  });
}

/** Node's request stream when @hono/node-server runs the app and nothing has read the body yet. */
function incomingOf(c: Context): Readable | null {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof Readable) || incoming.readableDidRead || incoming.readableEnded) return null;
  return incoming;
}

/** The upload's form: parsed, too large, or not a multipart/form-data body. */
export async function readUploadBody(c: Context, maxBytes: number): Promise<UploadBody> {
  const boundary = boundaryOf(c.req.header("content-type"));
  if (boundary === null) return { kind: "malformed" };
  const length = c.req.header("content-length");
  const declared = length !== undefined && /^\d{1,10}$/.test(length) ? Number(length) : null;
  const incoming = incomingOf(c);
  const body = incoming
    ? await readIncoming(incoming, maxBytes, declared)
    : await readCounted(c.req.raw.body, maxBytes, declared);
  if (body === null) return { kind: "tooLarge" };
  const form = parseMultipart(body, boundary);
  return form ? { kind: "form", form } : { kind: "malformed" };
}

/**
 * At most `max` uploads in flight on this server, from the first byte read to the answer (their
 * bodies are held in memory meanwhile): one more is answered with `busy` at once, its body unread.
 */
export function uploadsInFlight<E extends Env>(max: number, busy: MiddlewareHandler<E>): MiddlewareHandler<E> {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= max) return busy(c, next);
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
