import * as v from "valibot";
import { endpoint } from "./endpoint";

export const healthEndpoint = endpoint({
  method: "GET",
  path: "/health",
  data: v.object({ db: v.literal("ok") }),
});

/** The liveness probe: the process answers (issue 32). */
export const liveEndpoint = endpoint({
  method: "GET",
  path: "/health/live",
  data: v.object({ live: v.literal(true) }),
});

/** One readiness check: passed, failed, or not run by this instance (no worker pool or queue here). */
const readinessCheck = v.picklist(["ok", "fail", "off"]);

/** The readiness probe: 200 when every check is ok or off, else 503 with the same data (issue 32). */
export const readyEndpoint = endpoint({
  method: "GET",
  path: "/health/ready",
  data: v.object({
    /** "fail" once the instance is shutting down (SIGTERM): the proxy should send it nothing new. */
    accepting: readinessCheck,
    database: readinessCheck,
    migrations: readinessCheck,
    workers: readinessCheck,
    queue: readinessCheck,
  }),
});
