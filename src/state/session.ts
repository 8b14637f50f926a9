import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { appStore } from "./store";

/**
 * Who is signed in, for display only: the session itself is an HttpOnly cookie no script can read
 * (docs/decisions/011-sessions.md). Kept in local storage so a reload shows the user menu at
 * once; the page asks the server ("who am I", src/api/session.ts) at start and replaces it.
 */
export interface Session {
  username: string;
  fullName: string;
  email: string;
}

const STORAGE_KEY = "account";

// Earlier builds kept a bearer token under "session": never leave one behind in storage.
if (typeof localStorage !== "undefined") localStorage.removeItem("session");

const isSession = (value: unknown): value is Session =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Session).username === "string" &&
  typeof (value as Session).fullName === "string" &&
  typeof (value as Session).email === "string";

const storage = createJSONStorage<Session | null>(() => localStorage);

export const sessionAtom = atomWithStorage<Session | null>(
  STORAGE_KEY,
  null,
  {
    ...storage,
    getItem: (key, initial) => {
      const value = storage.getItem(key, initial);
      // Only the display fields: anything else (an old shape, a token) is dropped.
      return isSession(value) ? { username: value.username, fullName: value.fullName, email: value.email } : null;
    },
  },
  { getOnInit: true },
);

/** The signed-in customer's display data, or null. */
export const activeSessionAtom = atom((get) => get(sessionAtom));

export function signIn(session: Session): void {
  appStore.set(sessionAtom, { username: session.username, fullName: session.fullName, email: session.email });
}

/** Forgets the customer on this page; the server-side session is ended by src/api/session.ts. */
export function signOut(): void {
  appStore.set(sessionAtom, null);
}
