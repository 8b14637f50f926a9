import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { appStore } from "./store";

/** The signed-in customer, kept in local storage. The token carries its own expiry. */
export interface Session {
  token: string;
  username: string;
  fullName: string;
  email: string;
}

export const sessionAtom = atomWithStorage<Session | null>(
  "session",
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/** Seconds since epoch at which a JWT expires, read from its payload; null if unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof json.exp === "number" ? json.exp : null;
  } catch {
    return null;
  }
}

export function isSessionValid(session: Session | null, nowMs = Date.now()): session is Session {
  if (!session) return false;
  const exp = tokenExpiry(session.token);
  return exp !== null && exp * 1000 > nowMs;
}

/** The session if it is still valid, else null. */
export const activeSessionAtom = atom((get) => {
  const session = get(sessionAtom);
  return isSessionValid(session) ? session : null;
});

export function currentToken(): string | null {
  const session = appStore.get(sessionAtom);
  return isSessionValid(session) ? session.token : null;
}

export function signIn(session: Session): void {
  appStore.set(sessionAtom, session);
}

export function signOut(): void {
  appStore.set(sessionAtom, null);
}
