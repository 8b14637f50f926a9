import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** The otp endpoints of SPEC.md section 7 (contract in src/contract/). */
export function otpRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
