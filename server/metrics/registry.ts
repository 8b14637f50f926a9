import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics (issue 32, docs/operations.md). Labels are route patterns,
 * methods, statuses, queue names and funnel step numbers: never a phone, an ID, an address or a
 * code. One registry per process: the HTTP observations of every app in it add up.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });
// Gauges prom-client names like counters, which `promtool check metrics` refuses: left out.
for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) {
  registry.removeSingleMetric(name);
}

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const queryDuration = new Histogram({
  name: "db_query_duration_seconds",
  help: "Duration of the server's database statements (Kysely), by outcome.",
  labelNames: ["outcome"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Records one HTTP answer. */
export function observeHttp(route: string, method: string, status: number, seconds: number): void {
  httpDuration.observe({ route, method, status: String(status) }, seconds);
}

export { Counter, Gauge };
