import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { runSeeds } from "../../server/services/seed/run-seeds";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data directory whose pglite/ is migrated and seeded (tests/e2e/support/server.ts copies it). */
    e2eDataTemplate: string;
  }
}

/**
 * Builds the SPA once for the browser tests; each test file starts its own server over it. Also
 * makes the embedded database once: a server on a copy of it starts in about half the time of one
 * that runs initdb, the migrations and the seeds itself (10 s → 5 s on a quiet 2-core machine).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    // A production build, as `npm start` serves it: vitest sets NODE_ENV=test, which would give
    // React's development build and break the prerender's server build.
    execSync("npx vite build --logLevel error", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  }
  const template = mkdtempSync(join(tmpdir(), "vay-e2e-template-"));
  const database = await openDatabase({ url: null, dataDir: join(template, "pglite") });
  await migrate(database);
  await runSeeds(database, { production: false });
  await database.close();
  project.provide("e2eDataTemplate", template);
  return () => rmSync(template, { recursive: true, force: true });
}
