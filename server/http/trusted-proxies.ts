import { BlockList, isIP } from "node:net";

/**
 * TRUSTED_PROXIES: the addresses (or CIDR ranges) of the proxies of ours that stand in front of the
 * server, e.g. "127.0.0.1,10.0.0.0/8,::1". X-Forwarded-For is read only when the socket peer is one
 * of them (server/http/client-ip.ts). Pure: no request, no configuration.
 */

/** "::ffff:203.0.113.9" (an IPv4 peer on a dual-stack socket) is 203.0.113.9. */
export const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * The entries of a TRUSTED_PROXIES value, each an address or a range address/prefix; the first entry
 * that is neither, as an error text.
 */
export function parseTrustedProxies(raw: string): { ok: true; entries: string[] } | { ok: false; bad: string } {
  const entries = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries) {
    const [address = "", prefix, extra] = entry.split("/");
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (family === 0 || !prefixOk || extra !== undefined) return { ok: false, bad: entry };
  }
  return { ok: true, entries };
}

const lists = new WeakMap<readonly string[], BlockList>();

/** The entries (already validated by parseTrustedProxies) as a BlockList, made once per list. */
function blockListOf(entries: readonly string[]): BlockList {
  let list = lists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  lists.set(entries, list);
  return list;
}

/**
 * Whether a socket peer is one of our proxies (config.trustedProxies), so that what it says about
 * the request (X-Forwarded-For, and X-Request-Id or the like) may be believed. False for anything
 * that is not an IP address.
 */
export function isTrustedProxy(trustedProxies: readonly string[], peerAddress: string): boolean {
  if (trustedProxies.length === 0) return false;
  const address = unmapped(peerAddress.trim());
  const family = isIP(address);
  if (family === 0) return false;
  return blockListOf(trustedProxies).check(address, family === 4 ? "ipv4" : "ipv6");
}

/** 127.0.0.0/8 and ::1 (also IPv4-mapped). */
export function isLoopback(address: string): boolean {
  const plain = unmapped(address);
  return plain === "::1" || (isIP(plain) === 4 && plain.startsWith("127."));
}
