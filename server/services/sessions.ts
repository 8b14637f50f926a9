import {
  deleteDeadSessions,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  type SessionRow,
} from "../db/sessions";
import type { Deps } from "../deps";
import { newSessionToken, SESSION_TTL_SECONDS, sessionTokenHash } from "./session-token";

/**
 * Server-side sessions (docs/decisions/011-sessions.md): signing in creates a row, signing out
 * deletes it, "sign out everywhere" deletes every row of the user, and a password change (which
 * bumps users.session_version) leaves the older rows unusable.
 */

const PRUNE_PROBABILITY = 0.02;

export interface StartedSession {
  token: string;
  maxAgeSeconds: number;
}

export async function startSession(
  deps: Deps,
  account: { id: number; session_version: number },
): Promise<StartedSession> {
  const db = deps.database.db;
  const now = deps.clock.now();
  await deleteDeadSessions(db, account.id, now);
  // Now and then, expired rows of customers who never came back (no timer, no extra process).
  if (Math.random() < PRUNE_PROBABILITY) await deleteExpiredSessions(db, now);
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: sessionTokenHash(token) as string,
    userId: account.id,
    sessionVersion: account.session_version,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
  });
  return { token, maxAgeSeconds: SESSION_TTL_SECONDS };
}

/** The signed-in customer a cookie's token names, or null. */
export async function sessionOf(deps: Deps, token: string | undefined): Promise<SessionRow | null> {
  const hash = sessionTokenHash(token);
  if (hash === null) return null;
  return findLiveSession(deps.database.db, hash, deps.clock.now());
}

export async function endSession(deps: Deps, token: string | undefined): Promise<void> {
  const hash = sessionTokenHash(token);
  if (hash !== null) await deleteSession(deps.database.db, hash);
}

/** Ends every session of the user (this device's included); returns how many there were. */
export async function endAllSessions(deps: Deps, userId: number): Promise<number> {
  return deleteUserSessions(deps.database.db, userId);
}
