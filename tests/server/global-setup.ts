import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { runSeeds } from "../../server/services/seed/run-seeds";

declare module "vitest" {
  export interface ProvidedContext {
    /** Dumps of a migrated PGlite data directory, seeded and not (tests/server/support/test-db.ts). */
    pgliteTemplates: { seeded: string; bare: string } | undefined;
  }
}

/**
 * Starting PGlite runs initdb in WebAssembly, and every server test file (a process of its own)
 * then migrates and seeds: about 5 s a database on a busy 2-core machine. The same database, made
 * once here and dumped, loads in a fraction of that.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "vay-pglite-template-"));
  const database = await openDatabase({ url: null, dataDir: null });
  if (database.native.kind !== "pglite") throw new Error("expected PGlite");
  const { pglite } = database.native;
  const dump = async (name: string): Promise<string> => {
    const file = join(dir, name);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  await migrate(database);
  const bare = await dump("bare.tar");
  await runSeeds(database, { production: false });
  const seeded = await dump("seeded.tar");
  await database.close();
  project.provide("pgliteTemplates", { seeded, bare });
  return () => rmSync(dir, { recursive: true, force: true });
}
