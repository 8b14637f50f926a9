import type { IncomingMessage, ServerResponse } from "node:http";
import { t } from "../../src/i18n/t";
import type { Deps } from "../deps";
import { checkReadiness } from "../services/health/readiness";
import {
  API_HEADERS,
  type Fetch,
  HTTPS_API_HEADERS,
  headerList,
  type NodeBindings,
  type NodeIncoming,
  servedOverHttps,
} from "./health-fast-path";

export const LIVE_PATH = "/api/health/live";
export const READY_PATH = "/api/health/ready";
const LIVE_BODY = JSON.stringify({ code: 200, data: { live: true } });

interface ProbeAnswer {
  status: 200 | 503;
  body: string;
}

/** The answer of a probe path (GET only, no query string), or null for any other request. */
function probeAnswer(deps: Deps, method: string | undefined, url: string | undefined): Promise<ProbeAnswer> | null {
  if (method !== "GET") return null;
  if (url === LIVE_PATH) return Promise.resolve({ status: 200, body: LIVE_BODY });
  if (url !== READY_PATH) return null;
  return checkReadiness(deps).then(({ ready, checks }) =>
    ready
      ? { status: 200, body: JSON.stringify({ code: 200, data: checks }) }
      : { status: 503, body: JSON.stringify({ code: 503, data: checks, message: t("service_unavailable") }) },
  );
}

/**
 * GET /api/health/live and /api/health/ready (issue 32) answered on Node's HTTP server, ahead of
 * the app like GET /api/health (health-fast-path.ts): never rate limited, the same headers as
 * every API answer. False, touching nothing, for any other request.
 */
export function probesNodePath(deps: Deps): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const answer = probeAnswer(deps, req.method, req.url);
    if (!answer) return false;
    void answer.then(({ status, body }) => {
      const headers = servedOverHttps(null, req as NodeIncoming) ? HTTPS_API_HEADERS : API_HEADERS;
      res.writeHead(status, headerList(headers, Buffer.byteLength(body)));
      res.end(body);
    });
    return true;
  };
}

/** The same probes through app.fetch (app.request in tests, a server built on app.fetch alone). */
export function probesFastPath(deps: Deps, next: Fetch): Fetch {
  return (request, env, ...rest) => {
    const incoming = (env as NodeBindings | undefined)?.incoming;
    const url = incoming ? incoming.url : new URL(request.url).pathname + new URL(request.url).search;
    const answer = probeAnswer(deps, incoming ? incoming.method : request.method, url);
    if (!answer) return next(request, env, ...rest);
    return answer.then(
      ({ status, body }) =>
        new Response(body, { status, headers: servedOverHttps(request, incoming) ? HTTPS_API_HEADERS : API_HEADERS }),
    );
  };
}
