import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { DB } from "./schema";

/** One database handle for the whole server: Kysely for queries, exec for migration scripts. */
export interface Database {
  kind: "pglite" | "postgres";
  db: Kysely<DB>;
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… for a real server; null for the embedded PGlite. */
  url: string | null;
  /** PGlite data directory; null keeps the database in memory (tests). */
  dataDir: string | null;
  /** PostgreSQL schema to use (tests isolate themselves in a schema of their own). */
  schema?: string;
  poolSize?: number;
}

// int8 and numeric come back as strings by default; our counts and money fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: "postgres",
      db,
      // One connection for the whole script: a failed script that opened a transaction is rolled
      // back there, so the pool never hands out a connection stuck in an aborted transaction.
      exec: async (script) => {
        const client = await pool.connect();
        try {
          await client.query(script);
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => db.destroy(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    kind: "pglite",
    db,
    exec: async (script) => {
      try {
        await pglite.exec(script);
      } catch (error) {
        await pglite.exec("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
