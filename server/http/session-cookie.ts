import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The session cookie: HttpOnly (no script reads it), Secure, SameSite=Lax (not sent on cross-site
 * posts), Path=/ and no Domain, so the __Host- prefix holds and no sub-domain can set or read it.
 * Browsers treat http://localhost as secure, so it works in development too.
 */
export const SESSION_COOKIE = "__Host-session";

const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" } as const;

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, SESSION_COOKIE, token, { ...ATTRIBUTES, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, ATTRIBUTES);
}
