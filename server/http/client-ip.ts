import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The caller's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return c.req.header("x-test-ip") ?? "127.0.0.1";
  }
}
