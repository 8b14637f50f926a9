import { createServer, type Server } from "node:http";
import { metricsText } from "./app-metrics";

/**
 * The Prometheus exposition on its own port (METRICS_PORT, default host 127.0.0.1; issue 32):
 * GET /metrics, nothing else. Kept off the public port, so nothing of it is reachable through
 * nginx; the host's Prometheus (or an SSH tunnel) scrapes it.
 */
export function startMetricsServer(port: number, host: string, onListening?: () => void): Server {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found\n");
      return;
    }
    metricsText().then(
      ({ body, contentType }) => res.writeHead(200, { "Content-Type": contentType }).end(body),
      () => res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics failed\n"),
    );
  });
  server.listen(port, host, onListening);
  return server;
}
