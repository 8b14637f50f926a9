import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { takeTurns } from "./pglite-turns";
import type { DB } from "./schema";

/** One database handle for the whole server: Kysely for queries, exec for migration scripts. */
export interface Database {
  kind: "pglite" | "postgres";
  db: Kysely<DB>;
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL pool connections in use, idle and waited for (the metrics); absent on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** What a second client (the pg-boss job queue) needs to reach the same database. */
  native: { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; url: string; schema: string | null };
}

export interface OpenOptions {
  /** postgres://… for a real server; null for the embedded PGlite. */
  url: string | null;
  /** PGlite data directory; null keeps the database in memory (tests). */
  dataDir: string | null;
  /** PostgreSQL schema to use (tests isolate themselves in a schema of their own). */
  schema?: string;
  poolSize?: number;
  /**
   * Told about connection errors that belong to no query: PostgreSQL closing an idle connection
   * (restart, failover, pg_terminate_backend). Without a listener such an error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /** Told the duration of every statement (the metrics, issue 32). */
  onQuery?: (ms: number, ok: boolean) => void;
  /** PGlite only: start from this dump of a data directory (dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

/** Kysely's log hook, when onQuery is given. */
function queryLog(onQuery: OpenOptions["onQuery"]) {
  if (!onQuery) return {};
  return {
    log: (event: { level: "query" | "error"; queryDurationMillis: number }) =>
      onQuery(event.queryDurationMillis, event.level === "query"),
  };
}

/**
 * Connections per server instance. Under CPU contention a statement takes tens of ms instead of
 * one, and with 10 connections the funnel load (about 100 calls a second, several statements
 * each) queued for the pool for seconds, every statement of a call queueing again (issue 16,
 * docs/decisions/016-funnel-load.md). PostgreSQL's default max_connections is 100.
 */
export const DEFAULT_POOL_SIZE = 40;

// int8 and numeric come back as strings by default; our counts and money fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // A dead server must not hang a request: give up connecting after 5 s (then 503).
      connectionTimeoutMillis: 5_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const onConnectionError = options.onConnectionError ?? (() => {});
    // An idle connection that dies is reported here and dropped by the pool; the next query opens a
    // new one, so the server recovers by itself once PostgreSQL is back.
    pool.on("error", onConnectionError);
    // A checked-out connection can die between two queries, when no query is there to receive the
    // error: the client emits it instead. The pool discards it on release (it is no longer queryable).
    pool.on("connect", (client) => {
      client.on("error", onConnectionError);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...queryLog(options.onQuery) });
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
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.poolSize ?? DEFAULT_POOL_SIZE,
      }),
      native: { kind: "postgres", url: options.url, schema: options.schema ?? null },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const load = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  const pglite = options.dataDir ? new PGlite(options.dataDir, load) : new PGlite(load);
  await pglite.waitReady;
  const db = new Kysely<DB>({
    dialect: new PGliteDialect({ pglite, onCreateConnection: async (connection) => takeTurns(connection) }),
    ...queryLog(options.onQuery),
  });
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
    native: { kind: "pglite", pglite },
  };
}
