import { logoutEndpoint, logoutEverywhereEndpoint, whoAmIEndpoint } from "../contract/session";
import { signIn, signOut } from "../state/session";
import { call } from "./client";

/**
 * The session calls (src/contract/session.ts). The cookie is HttpOnly: the page never holds the
 * session, it asks the server who is signed in and keeps only the display data.
 */

/** Asks the server who is signed in and updates the session atom (null when nobody is). */
export async function refreshSession(): Promise<void> {
  const answer = await call(whoAmIEndpoint, { retries: 1 });
  if (answer.code !== 200) return;
  const data = answer.data;
  if (data) signIn({ username: data.username, fullName: data.params.fullName, email: data.params.email });
  else signOut();
}

/** Ends this session on the server, then forgets it here (even when the call fails). */
export async function logout(): Promise<void> {
  try {
    await call(logoutEndpoint);
  } finally {
    signOut();
  }
}

/** "Đăng xuất khỏi mọi thiết bị": ends every session of the customer, then forgets it here. */
export async function logoutEverywhere(): Promise<void> {
  try {
    await call(logoutEverywhereEndpoint);
  } finally {
    signOut();
  }
}
