import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { isTrustedProxy, unmapped } from "./trusted-proxies";

export { isLoopback, isTrustedProxy } from "./trusted-proxies";

/** The peer of the TCP connection; in-process requests (app.request in tests) have none. */
export function socketAddress(c: Context): string {
  try {
    return unmapped(getConnInfo(c).remote.address ?? "127.0.0.1");
  } catch {
    return c.req.header("x-test-ip") ?? "127.0.0.1";
  }
}

/**
 * The caller's address, which keys every per-IP limit and is stored with leads and consents.
 * X-Forwarded-For is written by whoever sends the request, so it is read only when the socket peer
 * is one of our proxies (TRUSTED_PROXIES; none by default): a client reaching the port directly
 * gets its socket address whatever it writes. From a trusted peer the header is walked from the
 * right, skipping the addresses of our own proxies: the first address that is not one of them is
 * the client (each proxy appends the address it saw, so what stands to its left the client wrote).
 * When every entry is a proxy of ours, the leftmost is taken. A value that is not an address, or no
 * header at all, falls back to the socket address.
 */
export function clientIp(c: Context, trustedProxies: readonly string[]): string {
  const socket = socketAddress(c);
  const forwarded = isTrustedProxy(trustedProxies, socket) ? c.req.header("x-forwarded-for") : undefined;
  return clientIpOf(socket, forwarded, trustedProxies);
}

/** clientIp from the socket's address and the X-Forwarded-For header (for a caller without a Context). */
export function clientIpOf(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const socket = unmapped(socketAddress);
  if (forwardedFor === undefined || !isTrustedProxy(trustedProxies, socket)) return socket;
  const hops = forwardedFor.split(",").map((hop) => unmapped(hop.trim()));
  let client: string | undefined;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (isIP(hop) === 0) return client ?? socket;
    client = hop;
    if (!isTrustedProxy(trustedProxies, hop)) return hop;
  }
  return client ?? socket;
}
