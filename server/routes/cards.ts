import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** The cards endpoints of SPEC.md section 7 (contract in src/contract/). */
export function cardsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
