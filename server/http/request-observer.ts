import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import { routePath } from "hono/route";
import type { Deps } from "../deps";
import { observeHttp } from "../metrics/registry";
import type { NodeBindings } from "./health-fast-path";
import { LIVE_PATH, READY_PATH } from "./probes";
import { requestIdOf } from "./request-id";

/** Route patterns of the requests the Hono app answered (tagged by routeTagger), by Node request. */
const routes = new WeakMap<object, string>();
/** Request ids, by Node request (for the app's own log lines: requestIdOf). */
const ids = new WeakMap<object, string>();

/** Paths answered on Node's HTTP server itself (node-listener.ts): their own pattern. */
const NODE_PATHS = new Set(["/api/health", "/api/v1/card/get-list", LIVE_PATH, READY_PATH]);
/** Polled by load balancers and probes: their lines are written at debug level only. */
const QUIET = new Set(["/api/health", LIVE_PATH, READY_PATH]);

/** The Hono middleware that notes which route pattern answered (after the handler ran). */
export function routeTagger() {
  return async (c: Context, next: () => Promise<void>) => {
    await next();
    const incoming = (c.env as NodeBindings | undefined)?.incoming;
    if (incoming) routes.set(incoming, routePath(c) || "unmatched");
  };
}

/** The request id of an app request made over Node's HTTP server (undefined in-process). */
export function requestIdFor(c: Context): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  return incoming ? ids.get(incoming) : undefined;
}

/**
 * Called first for every request of the site's Node listener (issue 32): gives it its request id
 * (X-Request-Id, echoed), and when the answer is over (or the client went away: 499) writes one
 * log line (request id, method, route pattern, status, duration) and observes the duration
 * histogram. Never the URL: a query string may carry a phone number.
 */
export function requestObserver(deps: Deps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    const id = requestIdOf(deps.config, req.socket.remoteAddress, req.headers["x-request-id"]);
    ids.set(req, id);
    res.setHeader("X-Request-Id", id);
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const status = res.writableFinished ? res.statusCode : 499;
      const method = req.method ?? "GET";
      let route = routes.get(req);
      if (route === undefined) {
        const path = (req.url ?? "").split("?")[0] ?? "";
        route = NODE_PATHS.has(path) ? path : "unmatched";
      }
      observeHttp(route, method, status, seconds);
      const fields = { reqId: id, method, route, status, ms: Math.round(seconds * 10_000) / 10 };
      if (QUIET.has(route) && status < 500) deps.log.debug("request", fields);
      else deps.log.info("request", fields);
    });
  };
}
