import { ConfigError } from "./config";

/**
 * Settings of running the server in production (issue 32, docs/operations.md), read beside
 * config.ts from the environment and validated once at start.
 */
export interface OpsConfig {
  /** METRICS_PORT: the Prometheus exposition's own port (GET /metrics); null (unset or 0): no metrics server. */
  metricsPort: number | null;
  /** METRICS_HOST: the address it listens on (default 127.0.0.1: the host's Prometheus scrapes it). */
  metricsHost: string;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long readiness answers 503 while the instance still serves,
   * so a proxy or orchestrator polling it stops sending new work before the port closes (default
   * 2000 in production, else 0).
   */
  shutdownDrainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long requests in flight may take to finish once the port is closed. */
  shutdownTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

export function loadOpsConfig(env: Env = process.env): OpsConfig {
  const metricsPort = integer(env, "METRICS_PORT", 0, 0, 65_535);
  // Development and test servers stop at once; production waits for its proxy to notice.
  const production = env.NODE_ENV === "production";
  return {
    metricsPort: metricsPort === 0 ? null : metricsPort,
    metricsHost: env.METRICS_HOST || "127.0.0.1",
    shutdownDrainMs: integer(env, "SHUTDOWN_DRAIN_MS", production ? 2_000 : 0, 0, 120_000),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 10_000, 0, 600_000),
  };
}
