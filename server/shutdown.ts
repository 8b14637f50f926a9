import type { Server } from "node:http";
import type { Logger } from "./log";
import type { Lifecycle } from "./services/health/readiness";

export interface ShutdownOptions {
  server: Server;
  lifecycle: Lifecycle;
  log: Logger;
  /** Readiness answers 503 this long before the port closes (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** Requests in flight get this long to finish once the port is closed (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Closes what the server opened (queue, worker pool, metrics server, database), in that order. */
  closeResources: () => Promise<void>;
  exit: (code: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The graceful stop of an instance (SIGTERM, SIGINT; issue 32): readiness turns 503 at once and the
 * instance keeps serving for drainMs; then the port closes (no new connections), idle keep-alive
 * connections are closed and every answer carries `Connection: close`; requests in flight get
 * timeoutMs to finish, after which the connections left are cut; then the queue, the worker pool
 * and the database are closed and the process exits 0. A second signal changes nothing.
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => void {
  const { server, lifecycle, log } = options;
  let stopping = false;
  return (signal) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    const started = Date.now();
    log.info("shutting down: readiness is 503", { signal, drainMs: options.drainMs });
    void (async () => {
      await sleep(options.drainMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Keep-alive connections that finish a request become idle: close them as they do.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const timedOut = await Promise.race([closed.then(() => false), sleep(options.timeoutMs).then(() => true)]);
      clearInterval(idle);
      if (timedOut) {
        log.warn("shutting down: requests still in flight were cut", { timeoutMs: options.timeoutMs });
        server.closeAllConnections();
      }
      const drained = Date.now() - started;
      try {
        await options.closeResources();
      } catch (error) {
        log.error("shutting down: closing failed", { error });
        options.exit(1);
        return;
      }
      log.info("stopped", { signal, drainedMs: drained, totalMs: Date.now() - started });
      options.exit(0);
    })();
  };
}
