import { execSync } from "node:child_process";

/** Builds the SPA once for the browser tests; each test file starts its own server over it. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  // A production build, as `npm start` serves it: vitest sets NODE_ENV=test, which would give React's
  // development build and break the prerender's server build.
  execSync("npx vite build --logLevel error", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
