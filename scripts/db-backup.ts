/**
 * npm run db:backup [-- FILE]: backs up the server's database (DATABASE_URL: pg_dump; else the
 * PGlite data directory DATA_DIR/pglite, with the server stopped). Default file:
 * backups/<postgres|pglite>-<UTC time>.<dump|tar.gz>. Prints the file written.
 */
import { loadConfig } from "../server/config";
import { backupPglite, backupPostgres } from "../server/db/backup";

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file =
  process.argv[2] ?? (config.databaseUrl ? `backups/postgres-${stamp}.dump` : `backups/pglite-${stamp}.tar.gz`);
try {
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(`${config.dataDir}/pglite`, file);
  console.log(`backup written: ${file}`);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
