import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The back-office session cookie, apart from the customers' __Host-session: HttpOnly, Secure,
 * SameSite=Strict (never sent from another site, not even on a link), Path=/ and no Domain.
 */
export const STAFF_COOKIE = "__Host-staff";

const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: "Strict", path: "/" } as const;

export function readStaffCookie(c: Context): string | undefined {
  return getCookie(c, STAFF_COOKIE);
}

export function setStaffCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, STAFF_COOKIE, token, { ...ATTRIBUTES, maxAge: maxAgeSeconds });
}

export function clearStaffCookie(c: Context): void {
  deleteCookie(c, STAFF_COOKIE, ATTRIBUTES);
}
