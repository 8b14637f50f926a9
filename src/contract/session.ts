import * as v from "valibot";
import { sessionData } from "./accounts";
import { endpoint } from "./endpoint";

/**
 * The session calls (docs/decisions/011-sessions.md). The session itself is an HttpOnly cookie set
 * by /auth/login and /auth/register; the page learns who is signed in from /auth/session.
 */

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
