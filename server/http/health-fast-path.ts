import { t } from "../../src/i18n/t";
import type { Deps } from "../deps";
import { databaseProbe, HEALTH_PROBE_MAX_AGE_MS } from "../services/health/database-probe";
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers";

const PATH = "/api/health";
const HTTPS_URL = /^https:/i;
const OK_BODY = JSON.stringify({ code: 200, data: { db: "ok" } });

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

/** The Node request @hono/node-server hands the app beside the web Request: its raw path costs nothing to read. */
export interface NodeIncoming {
  url?: string;
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders?: string[];
  /** The body, for a request with one: all of it received, how much is buffered, and reading it. */
  complete?: boolean;
  readableLength?: number;
  read?: () => Buffer | null;
  socket?: { encrypted?: boolean; remoteAddress?: string };
}
export interface NodeBindings {
  incoming?: NodeIncoming;
}

export type Fetch = (request: Request, env?: unknown, ...rest: never[]) => Response | Promise<Response>;

/** Whether an answer goes out over https, as security-headers.ts decides: X-Forwarded-Proto when a proxy sets it, else the scheme we serve. */
export function servedOverHttps(request: Request, incoming: NodeIncoming | undefined): boolean {
  const forwarded = incoming ? incoming.headers["x-forwarded-proto"] : request.headers.get("x-forwarded-proto");
  if (forwarded !== undefined && forwarded !== null) return forwarded === "https";
  return incoming ? incoming.socket?.encrypted === true : HTTPS_URL.test(request.url);
}

/**
 * GET /api/health answered ahead of the whole middleware chain (issue 16: a load balancer polls
 * it hard, so it should cost about what a bare Hono hello-world does). The answer is the one the
 * chain would give: the same envelope, the security headers (HSTS over https) and no-store, from
 * headers built once. The database probe keeps its semantics (database-probe.ts): requests share
 * a probe in flight, a success is reused for HEALTH_PROBE_MAX_AGE_MS — answered synchronously
 * then, with no promise — and a failure answers 503 and is never reused.
 * Any other request (HEAD, a query string, another path) goes to `next`, the Hono app.
 */
export function healthFastPath(deps: Deps, next: Fetch): Fetch {
  const probe = databaseProbe(deps.clock);
  let freshUntil = Number.NEGATIVE_INFINITY;

  const headersFor = (request: Request, incoming: NodeIncoming | undefined) =>
    servedOverHttps(request, incoming) ? HTTPS_API_HEADERS : API_HEADERS;

  const answer = async (request: Request, incoming: NodeIncoming | undefined): Promise<Response> => {
    try {
      await probe(deps.database);
    } catch {
      // The database is away (restart, failover, closed connections): 503 until it is back.
      const body = JSON.stringify({ code: 503, data: null, message: t("service_unavailable") });
      return new Response(body, { status: 503, headers: headersFor(request, incoming) });
    }
    freshUntil = deps.clock.now().getTime() + HEALTH_PROBE_MAX_AGE_MS;
    return new Response(OK_BODY, { status: 200, headers: headersFor(request, incoming) });
  };

  return (request, env, ...rest) => {
    const incoming = (env as NodeBindings | undefined)?.incoming;
    const isHealth = incoming
      ? incoming.url === PATH && incoming.method === "GET"
      : request.method === "GET" && new URL(request.url).pathname === PATH && !request.url.includes("?");
    if (!isHealth) return next(request, env, ...rest);
    if (deps.clock.now().getTime() < freshUntil) {
      return new Response(OK_BODY, { status: 200, headers: headersFor(request, incoming) });
    }
    return answer(request, incoming);
  };
}
