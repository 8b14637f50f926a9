import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { contentVersion, VERSION_CHECK_MS } from "./news";

/**
 * Public content served from memory, as the news is (./news.ts): every change to its tables moves
 * content_version by a trigger (migrations 0033, 0036, 0037); each server reads that one-row version
 * at most every VERSION_CHECK_MS and reloads when it moved, so every instance sharing the database
 * shows a change within that time. An editor's change on this server is shown at once (invalidate).
 */
export interface VersionedCache<T> {
  get(db: Kysely<DB>, now: Date): Promise<T>;
  /** The next read through this handle rereads the version. */
  invalidate(db: Kysely<DB>): void;
}

interface State<T> {
  kept: { version: number; value: T } | null;
  checkedAt: number;
  pending: Promise<T> | null;
}

export function versionedCache<T>(load: (db: Kysely<DB>) => Promise<T>): VersionedCache<T> {
  const states = new WeakMap<Kysely<DB>, State<T>>();
  const stateOf = (db: Kysely<DB>): State<T> => {
    let state = states.get(db);
    if (!state) {
      state = { kept: null, checkedAt: Number.NEGATIVE_INFINITY, pending: null };
      states.set(db, state);
    }
    return state;
  };
  return {
    async get(db, now) {
      const state = stateOf(db);
      const at = now.getTime();
      if (state.kept && at - state.checkedAt < VERSION_CHECK_MS) return state.kept.value;
      if (state.pending) return state.pending;
      state.pending = (async () => {
        try {
          const version = await contentVersion(db);
          state.checkedAt = at;
          if (state.kept && state.kept.version === version) return state.kept.value;
          const value = await load(db);
          state.kept = { version, value };
          return value;
        } finally {
          state.pending = null;
        }
      })();
      return state.pending;
    },
    invalidate(db) {
      stateOf(db).checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
