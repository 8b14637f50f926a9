import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { createSimulator, type SimMode } from "./server";

/**
 * npm run partner:sim -- [--port 4010] [--callback http://127.0.0.1:3000] [--mode normal|slow|fail]
 *   [--delay-ms 3000] [--callback-delay-ms 200]
 * The partner side of the sample partners, on loopback only. Change its behaviour while it runs
 * with POST /control {"mode":"slow","delayMs":5000}; make it go away with POST /control/exit.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PARTNER_SIM_PORT ?? "4010" },
    callback: { type: "string", default: process.env.PARTNER_SIM_CALLBACK ?? "http://127.0.0.1:3000" },
    mode: { type: "string", default: "normal" },
    "delay-ms": { type: "string", default: "3000" },
    "callback-delay-ms": { type: "string", default: "200" },
  },
});
const mode = values.mode as SimMode;
if (!["normal", "slow", "fail"].includes(mode)) {
  process.stderr.write(`--mode must be normal, slow or fail (got "${values.mode}")\n`);
  process.exit(1);
}
const log = (line: string) => process.stdout.write(`[partner-sim] ${line}\n`);
const { app } = createSimulator({
  callbackOrigin: values.callback.replace(/\/$/, ""),
  mode,
  delayMs: Number(values["delay-ms"]),
  callbackDelayMs: Number(values["callback-delay-ms"]),
  log,
});
const server = serve({ fetch: app.fetch, port: Number(values.port), hostname: "127.0.0.1" }, (info) => {
  log(`partner simulator on http://127.0.0.1:${info.port} (callbacks to ${values.callback}, mode ${mode})`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
