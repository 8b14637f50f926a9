import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** The accounts endpoints of SPEC.md section 7 (contract in src/contract/). */
export function accountsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
