import { redirect } from "@tanstack/react-router";
import { readResetFlow } from "../state/reset-flow";
import { funnelToken } from "../state/ticket-credentials";
import type { RouterContext } from "./router-context";

/**
 * Route guards, run in beforeLoad before a screen renders: they throw a redirect. A guard runs on
 * navigation only, so a session that ends on a screen leaves the way to whoever ended it.
 */

/** Signed-in customers only; a visitor signs in first and comes back to `back`. */
export function requireSignIn(context: RouterContext, back: string): void {
  if (!context.session()) throw redirect({ to: "/login", search: { redirect: back }, replace: true });
}

/** Signed-out visitors only (the forgotten password): a signed-in customer goes home. */
export function requireSignedOut(context: RouterContext): void {
  if (context.session()) throw redirect({ to: "/", replace: true });
}

/** The reset code screen needs the stored phone and a transaction (stored, or in ?transId). */
export function requireResetTransaction(transId: string | undefined): void {
  const flow = readResetFlow();
  if (!flow?.phone || !(flow.transactionId || transId)) throw redirect({ to: "/", replace: true });
}

/** The new-password screen needs the stored phone and ?transId (the validate token). */
export function requireResetToken(transId: string | undefined): void {
  if (!readResetFlow()?.phone || !transId) throw redirect({ to: "/", replace: true });
}

/**
 * The loan-ticket wizard: a signed-in customer, or a visitor holding the funnel's ticket token; anyone
 * else signs in first and comes back to the same product (and draft).
 */
export function requireApplicant(context: RouterContext, search: { productId?: string | number; code?: string }): void {
  if (context.session() || funnelToken()) return;
  const productId = search.productId === undefined ? "" : String(search.productId);
  const code = search.code ? `&code=${encodeURIComponent(search.code)}` : "";
  requireSignIn(context, `/dang-ky-vay?productId=${encodeURIComponent(productId)}${code}`);
}
