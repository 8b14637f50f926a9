import type { Deps } from "../deps";

/** The signed-in customer of a request, from the session cookie (server/http/auth.ts). */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
}

/** Hono's typed context: dependencies and per-request values. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    ip: string;
    user: SessionUser | null;
  };
}
