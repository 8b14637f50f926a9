import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Backups of both databases (issue 32, docs/operations.md): PostgreSQL with pg_dump / pg_restore
 * (custom format, the whole database: our tables and pg-boss's queue), the embedded PGlite with
 * its own dumpDataDir / loadDataDir (a gzipped tarball of the data directory). PGlite is one
 * process's alone: stop the server before backing it up or restoring it.
 */

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

const major = (version: string) => Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? Number.NaN);

/**
 * pg_dump refuses a server newer than itself, and a dump of an older pg_dump may lack what the
 * server has: the client's major version must be the server's (or newer). Returns both versions.
 */
export async function checkClientVersion(url: string): Promise<{ client: string; server: string }> {
  const client = execFileSync("pg_dump", ["--version"], { encoding: "utf8" }).trim();
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    const { rows } = await connection.query<{ server_version: string }>("SHOW server_version");
    const server = rows[0]?.server_version ?? "";
    if (major(client.replace(/^pg_dump \(PostgreSQL\) /, "")) < major(server)) {
      throw new BackupError(`${client} is older than the server (PostgreSQL ${server}): install the matching client`);
    }
    return { client, server };
  } finally {
    await connection.end();
  }
}

/** pg_dump of the whole database at `url` into `file` (custom format). */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await checkClientVersion(url);
  mkdirSync(dirname(file), { recursive: true });
  execFileSync("pg_dump", ["--format=custom", "--no-owner", "--file", file, "--dbname", url], { stdio: "inherit" });
}

/**
 * pg_restore of `file` into the database at `url`: what the dump holds replaces what is there
 * (--clean --if-exists), in one transaction, stopping at the first error.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  await checkClientVersion(url);
  execFileSync(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", "--dbname", url, file],
    { stdio: "inherit" },
  );
}

/** The PGlite data directory `dataDir` as a gzipped tarball at `file` (the server must be stopped). */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new BackupError(`no database in ${dataDir}`);
  const pglite = new PGlite(dataDir);
  try {
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir("gzip");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * A PGlite backup loaded into `dataDir`, which must be empty or absent: the operator moves the old
 * directory aside first (docs/operations.md), so a restore never destroys the only copy.
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} is not empty: move it aside before restoring`);
  }
  mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await pglite.waitReady;
    await pglite.query("SELECT 1");
  } finally {
    await pglite.close();
  }
}
