import * as v from "valibot";
import { endpoint } from "./endpoint";

/**
 * The session calls (docs/decisions/011-sessions.md). The session itself is an HttpOnly cookie set
 * by /auth/login and /auth/register; the page learns who is signed in from /auth/session.
 */

/**
 * What a signed-in answer carries (login, register, who am I): SPEC.md section 3 "Session", without
 * the token: the session travels in an HttpOnly cookie no script can read (decision 011). Here
 * rather than in accounts.ts: the header asks who is signed in on every page's first load, and the
 * account calls belong to lazy screens (issue 16).
 */
export const sessionData = v.object({
  username: v.string(),
  params: v.object({ fullName: v.string(), email: v.string() }),
});

/** Who am I: the signed-in customer's display data, or null when the cookie names no live session. */
export const whoAmIEndpoint = endpoint({
  method: "GET",
  path: "/auth/session",
  data: v.nullable(sessionData),
});

/** Sign-out: ends this session on the server and clears the cookie (200 even when signed out). */
export const logoutEndpoint = endpoint({ method: "POST", path: "/auth/logout", data: v.null() });

/** "Đăng xuất khỏi mọi thiết bị": ends every session of the customer, this one included. */
export const logoutEverywhereEndpoint = endpoint({
  method: "POST",
  path: "/auth/logout-all",
  data: v.object({ ended: v.number() }),
  auth: true,
});
