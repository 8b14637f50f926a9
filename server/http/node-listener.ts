import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Deps } from "../deps";
import { cardListNodePath } from "./card-list-fast-path";
import { healthNodePath } from "./health-fast-path";
import { probesNodePath } from "./probes";
import { requestObserver } from "./request-observer";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
/** What the app answers with: app.fetch, as @hono/node-server calls it. */
type AppFetch = Parameters<typeof getRequestListener>[0];

/**
 * The Node request listener of the site: GET /api/health and POST /api/v1/card/get-list are
 * offered first to their answers made on Node's HTTP server (health-fast-path.ts,
 * card-list-fast-path.ts: no web Request or Response built, issue 16); every other request, and
 * any of those two they leave, goes to @hono/node-server's listener of the app, as `serve` would.
 */
export function siteListener(deps: Deps, fetch: AppFetch, options: { hostname?: string } = {}): Listener {
  const app = getRequestListener(fetch, { hostname: options.hostname });
  const health = healthNodePath(deps);
  const cards = cardListNodePath(deps);
  const probes = probesNodePath(deps);
  const observe = requestObserver(deps);
  return (req, res) => {
    // Request id, log line and duration histogram of every request (issue 32).
    observe(req, res);
    // Shutting down (server/shutdown.ts): no connection is kept for a next request.
    if (deps.lifecycle?.draining) res.setHeader("Connection", "close");
    if (health(req, res) || cards(req, res) || probes(req, res)) return;
    void app(req, res);
  };
}

/** @hono/node-server's `serve` with siteListener: listens on port and hostname, then calls back. */
export function serveSite(
  deps: Deps,
  fetch: AppFetch,
  options: { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = createServer(siteListener(deps, fetch, { hostname: options.hostname }));
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
