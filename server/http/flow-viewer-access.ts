import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { staffSessionOf } from "../services/staff/staff-sessions";
import { isAdminToken } from "../services/tracking/admin-token";
import type { AppEnv } from "./app-env";
import { readStaffCookie } from "./staff-cookie";

/**
 * Who may use the flow viewer and inspection (?inspect=1, /__flows, the frame of stately.ai):
 * nobody when FLOWS_VIEWER is off (the default in production); everyone in development and test;
 * in production only staff. Staff today means a request bearing the admin credential: the
 * `Authorization: Bearer ADMIN_TOKEN` header, or the viewer cookie that /__flows/sign-in sets for
 * the same credential typed in a browser; and a signed-in back-office staff member (issue 31), the
 * way a person is meant to come in.
 */
export async function canUseFlowViewer(c: Context<AppEnv>): Promise<boolean> {
  const { config, clock } = c.get("deps");
  if (!config.flowsViewer) return false;
  if (config.nodeEnv !== "production") return true;
  // A person: any signed-in staff member (the __Host-staff session, not a script's API token).
  const token = readStaffCookie(c);
  if (token !== undefined && (await staffSessionOf(c.get("deps"), token)) !== null) return true;
  const { adminToken } = config;
  if (adminToken === null) return false;
  if (isAdminToken(c.req.header("authorization"), adminToken)) return true;
  return viewerCookieValid(getCookie(c, VIEWER_COOKIE), adminToken, clock.now());
}

/** HttpOnly, Secure, SameSite=Strict, Path=/ and no Domain (the __Host- prefix holds). */
export const VIEWER_COOKIE = "__Host-flows";
/** A sign-in lasts a working day. */
export const VIEWER_COOKIE_SECONDS = 8 * 60 * 60;

function signature(adminToken: string, expires: number): Buffer {
  return createHmac("sha256", adminToken).update(`flows-viewer:${expires}`).digest();
}

/** `<expiry ms>.<HMAC of it keyed by ADMIN_TOKEN>`: a new ADMIN_TOKEN ends every sign-in. */
function viewerCookieValid(value: string | undefined, adminToken: string, now: Date): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(match[2], "base64url"), signature(adminToken, expires));
}

/** Whether `typed` is the admin credential (constant time: both sides hashed first). */
export function isAdminCredential(typed: string, adminToken: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(typed), digest(adminToken));
}

export function setViewerCookie(c: Context<AppEnv>, adminToken: string): void {
  const expires = c.get("deps").clock.now().getTime() + VIEWER_COOKIE_SECONDS * 1000;
  const value = `${expires}.${signature(adminToken, expires).toString("base64url")}`;
  setCookie(c, VIEWER_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: VIEWER_COOKIE_SECONDS,
  });
}
