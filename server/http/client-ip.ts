import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer of the TCP connection; in-process requests (app.request in tests) have none. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    return c.req.header("x-test-ip") ?? "127.0.0.1";
  }
}

/** "::ffff:203.0.113.9" (an IPv4 peer on a dual-stack socket) is 203.0.113.9. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * The caller's address, which keys every per-IP limit and is stored with leads and consents.
 * trustedHops = 0 (TRUST_PROXY_HOPS default): the socket address; X-Forwarded-For is ignored, since
 * the client writes it. trustedHops = N: the Nth address of X-Forwarded-For counted from the right,
 * which is the one the outermost of our N proxies saw. Anything else (a header too short, a value
 * that is not an address) falls back to the socket address.
 */
export function clientIp(c: Context, trustedHops: number): string {
  return clientIpOf(socketAddress(c), trustedHops <= 0 ? undefined : c.req.header("x-forwarded-for"), trustedHops);
}

/** clientIp from the socket's address and the X-Forwarded-For header (for a caller without a Context). */
export function clientIpOf(socketAddress: string, forwardedFor: string | undefined, trustedHops: number): string {
  const socket = unmapped(socketAddress);
  if (trustedHops <= 0) return socket;
  const hops = (forwardedFor ?? "").split(",").map((hop) => hop.trim());
  const candidate = hops.length >= trustedHops ? hops[hops.length - trustedHops] : undefined;
  if (candidate === undefined || isIP(candidate) === 0) return socket;
  return unmapped(candidate);
}
