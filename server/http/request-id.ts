import { randomBytes } from "node:crypto";
import type { Config } from "../config";
import { REQUEST_ID } from "../log";
import { isTrustedProxy } from "./client-ip";

/**
 * Whether the socket peer is one of our proxies, whose X-Request-Id (and X-Forwarded-*) we take.
 * The same rule as the client address (server/http/client-ip.ts): the peer's address is listed in
 * TRUSTED_PROXIES.
 */
export function peerIsTrustedProxy(config: Config, socketAddress: string | undefined): boolean {
  return socketAddress !== undefined && isTrustedProxy(config.trustedProxies, socketAddress);
}

/**
 * The id of a request (issue 32): the X-Request-Id our proxy sent when the peer is a trusted proxy
 * and the value has the form of nginx's $request_id (32 hex digits) or of ours, else a new one
 * (16 random bytes, base64url). It is echoed in the answer and written on the
 * request's log line.
 */
export function requestIdOf(
  config: Config,
  socketAddress: string | undefined,
  header: string | string[] | undefined,
): string {
  if (typeof header === "string" && REQUEST_ID.test(header) && peerIsTrustedProxy(config, socketAddress)) {
    return header;
  }
  return randomBytes(16).toString("base64url");
}
