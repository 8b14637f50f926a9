/**
 * npm run db:restore -- FILE: restores a backup of npm run db:backup into the server's database
 * (DATABASE_URL: pg_restore, replacing what is there; else into DATA_DIR/pglite, which must be
 * empty or absent). Stop every instance first; start them again after (docs/operations.md).
 */
import { loadConfig } from "../server/config";
import { restorePglite, restorePostgres } from "../server/db/backup";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run db:restore -- FILE");
  process.exit(2);
}
const config = loadConfig();
try {
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, file);
  else await restorePglite(`${config.dataDir}/pglite`, file);
  console.log(`restored from ${file}`);
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
