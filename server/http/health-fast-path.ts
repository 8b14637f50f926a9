import type { IncomingMessage, ServerResponse } from "node:http";
import { t } from "../../src/i18n/t";
import type { Deps } from "../deps";
import { databaseProbe, HEALTH_PROBE_MAX_AGE_MS } from "../services/health/database-probe";
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers";

const PATH = "/api/health";
const HTTPS_URL = /^https:/i;
const OK_BODY = JSON.stringify({ code: 200, data: { db: "ok" } });
/** Plain ASCII: as many bytes as characters. */
const OK_LENGTH = Buffer.byteLength(OK_BODY);

/** What every API answer carries (security-headers.ts, then the /api no-store), built once. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  ...SECURITY_HEADERS,
  "Cache-Control": "no-store",
  "Content-Type": "application/json",
};
/** API_HEADERS of an answer over https. */
export const HTTPS_API_HEADERS: Readonly<Record<string, string>> = {
  ...API_HEADERS,
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
};

/**
 * Headers as the flat [name, value, …] list res.writeHead takes, with the body's Content-Length
 * (Node would otherwise send a list given this way chunked).
 */
export function headerList(headers: Readonly<Record<string, string>>, length: number): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) list.push(name, value);
  list.push("Content-Length", String(length));
  return list;
}
const OK_LIST = headerList(API_HEADERS, OK_LENGTH);
const HTTPS_OK_LIST = headerList(HTTPS_API_HEADERS, OK_LENGTH);

/** The Node request @hono/node-server hands the app beside the web Request: its raw path costs nothing to read. */
export interface NodeIncoming {
  url?: string;
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { encrypted?: boolean };
}
export interface NodeBindings {
  incoming?: NodeIncoming;
}

export type Fetch = (request: Request, env?: unknown, ...rest: never[]) => Response | Promise<Response>;

/** Whether an answer goes out over https, as security-headers.ts decides: X-Forwarded-Proto when a proxy sets it, else the scheme we serve. */
export function servedOverHttps(request: Request | null, incoming: NodeIncoming | undefined): boolean {
  const forwarded = incoming ? incoming.headers["x-forwarded-proto"] : request?.headers.get("x-forwarded-proto");
  if (forwarded !== undefined && forwarded !== null) return forwarded === "https";
  return incoming ? incoming.socket?.encrypted === true : HTTPS_URL.test(request?.url ?? "");
}

/**
 * The health check's state, one per app (its deps), shared by the answers made over Node's HTTP
 * server (healthNodePath) and through app.fetch (healthFastPath): the database probe keeps its
 * semantics (database-probe.ts): requests share a probe in flight, a success is reused for
 * HEALTH_PROBE_MAX_AGE_MS (answered synchronously then, with no promise), and a failure answers
 * 503 and is never reused.
 */
interface HealthCheck {
  /** Whether a success is recent enough to answer at once. */
  fresh(): boolean;
  /** Probes the database (or joins the probe in flight): true when it answered. */
  check(): Promise<boolean>;
}
const checks = new WeakMap<Deps, HealthCheck>();

function healthCheckOf(deps: Deps): HealthCheck {
  let check = checks.get(deps);
  if (!check) {
    const probe = databaseProbe(deps.clock);
    let freshUntil = Number.NEGATIVE_INFINITY;
    check = {
      fresh: () => deps.clock.now().getTime() < freshUntil,
      check: async () => {
        try {
          await probe(deps.database);
        } catch {
          // The database is away (restart, failover, closed connections): 503 until it is back.
          return false;
        }
        freshUntil = deps.clock.now().getTime() + HEALTH_PROBE_MAX_AGE_MS;
        return true;
      },
    };
    checks.set(deps, check);
  }
  return check;
}

const unavailableBody = () => JSON.stringify({ code: 503, data: null, message: t("service_unavailable") });

/**
 * GET /api/health answered ahead of the whole middleware chain, through app.fetch (app.request,
 * or a server built on app.fetch alone; main.ts's server answers it before, at healthNodePath).
 * The answer is the one the chain would give: the same envelope, the security headers (HSTS over
 * https) and no-store, from headers built once. Any other request (HEAD, a query string, another
 * path) goes to `next`, the Hono app.
 */
export function healthFastPath(deps: Deps, next: Fetch): Fetch {
  const health = healthCheckOf(deps);

  const headersFor = (request: Request, incoming: NodeIncoming | undefined) =>
    servedOverHttps(request, incoming) ? HTTPS_API_HEADERS : API_HEADERS;

  const answer = async (request: Request, incoming: NodeIncoming | undefined): Promise<Response> => {
    if (!(await health.check())) {
      return new Response(unavailableBody(), { status: 503, headers: headersFor(request, incoming) });
    }
    return new Response(OK_BODY, { status: 200, headers: headersFor(request, incoming) });
  };

  return (request, env, ...rest) => {
    const incoming = (env as NodeBindings | undefined)?.incoming;
    const isHealth = incoming
      ? incoming.url === PATH && incoming.method === "GET"
      : request.method === "GET" && new URL(request.url).pathname === PATH && !request.url.includes("?");
    if (!isHealth) return next(request, env, ...rest);
    if (health.fresh()) return new Response(OK_BODY, { status: 200, headers: headersFor(request, incoming) });
    return answer(request, incoming);
  };
}

/**
 * GET /api/health answered on Node's HTTP server itself, before @hono/node-server builds a web
 * Request and Response for it (issue 16: a load balancer polls it hard, so it should cost about
 * what a bare Hono hello-world does): the same answer as healthFastPath's, a success written as
 * prebuilt bytes with prebuilt headers. False, touching nothing, for any other request.
 */
export function healthNodePath(deps: Deps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const health = healthCheckOf(deps);
  const https = (req: IncomingMessage) => servedOverHttps(null, req as NodeIncoming);
  const ok = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, https(req) ? HTTPS_OK_LIST : OK_LIST);
    // A string goes out in one piece with the head (a Buffer would be a second chunk).
    res.end(OK_BODY);
  };
  return (req, res) => {
    if (req.url !== PATH || req.method !== "GET") return false;
    if (health.fresh()) {
      ok(req, res);
      return true;
    }
    void health.check().then((up) => {
      if (up) return ok(req, res);
      const body = unavailableBody();
      res.writeHead(503, headerList(https(req) ? HTTPS_API_HEADERS : API_HEADERS, Buffer.byteLength(body)));
      res.end(body);
    });
    return true;
  };
}
