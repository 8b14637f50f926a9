import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { vi_flows } from "../../src/i18n/vi-flows";
import config from "./vite.config";

/**
 * npm run flows: the flow viewer as a folder that needs neither the app nor the internet
 * (flows-static/index.html, open it in any browser). It draws every machine and replays the QA
 * paths of docs/paths/*.json present at build time; live states need the app (/__flows?inspect=1).
 */
// A production build even when called from a test run (NODE_ENV=test would pick React's dev JSX).
process.env.NODE_ENV = "production";
// configFile: false, or vite would also read the app's vite.config.ts.
await build({ ...config, configFile: false, mode: "production" });
const outDir = config.build?.outDir ?? "flows-static";
writeFileSync(
  join(outDir, "index.html"),
  `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${vi_flows.flows_title}</title>
    <link rel="stylesheet" href="flows.css" />
  </head>
  <body style="margin:0">
    <div id="root"></div>
    <script src="flows.js"></script>
  </body>
</html>
`,
);
console.log(`flow viewer written to ${outDir}/index.html`);
