import { execSync } from "node:child_process";

/** Builds the SPA once for the browser tests; each test file starts its own server over it. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  execSync("npx vite build --logLevel error", { stdio: "inherit" });
}
