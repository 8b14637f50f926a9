import type { Deps } from "../deps";

export interface SessionUser {
  id: number;
  username: string;
  sessionVersion: number;
}

/** Hono's typed context: dependencies and per-request values. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    ip: string;
    user: SessionUser | null;
  };
}
