import { COOKIE_DAYS } from "../domain/constants";

/**
 * 'Remember me' of the login screen: the username only, in local storage for 7 days (SPEC.md
 * section 9 "credential cookies 7 days"). A password is never stored (DESIGN.md "Accounts").
 * Unchecking it forgets the username and keeps the flag false.
 */
export interface RememberedLogin {
  username: string;
  remember: boolean;
}

const KEY = "rememberedLogin";
const DAY_MS = 24 * 60 * 60 * 1000;
const NOTHING: RememberedLogin = { username: "", remember: false };

interface Stored {
  username?: unknown;
  remember?: unknown;
  expiresAt?: unknown;
}

export function readRememberedLogin(nowMs = Date.now()): RememberedLogin {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as Stored | null;
    if (stored?.remember !== true) return NOTHING;
    if (typeof stored.expiresAt !== "number" || stored.expiresAt <= nowMs || typeof stored.username !== "string") {
      localStorage.removeItem(KEY);
      return NOTHING;
    }
    return { username: stored.username, remember: true };
  } catch {
    return NOTHING;
  }
}

/** Keeps the username for 7 days (after a sign-in with 'remember me', or a password change). */
export function rememberUsername(username: string, nowMs = Date.now()): void {
  const stored = { username, remember: true, expiresAt: nowMs + COOKIE_DAYS.credentials * DAY_MS };
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: nothing is remembered.
  }
}

/** Forgets the username and stores the flag false. */
export function forgetRememberedLogin(): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ remember: false }));
  } catch {
    // Storage disabled: nothing was remembered either.
  }
}
