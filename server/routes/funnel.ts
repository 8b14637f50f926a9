import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** The funnel endpoints of SPEC.md section 7 (contract in src/contract/). */
export function funnelRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
