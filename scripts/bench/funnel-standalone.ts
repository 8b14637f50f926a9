import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { benchFunnels, pgLeadCounter } from "./funnel";
import { spawnServer } from "./http-load";

/**
 * `npx tsx scripts/bench/funnel-standalone.ts [N]`: starts the server (PGlite, or a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set, so lost leads are counted in the database), runs N
 * concurrent funnels and prints the result as JSON.
 */
export async function runStandalone(funnels: number): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `bench_funnel_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const server = await spawnServer("server/main.ts", {
    TRUST_PROXY_HOPS: "1",
    SMS_GLOBAL_PER_HOUR: String(Math.max(500, funnels * 2)),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const result = await benchFunnels(server.url, {
      funnels,
      ...(databaseUrl ? { countLeads: pgLeadCounter(databaseUrl) } : {}),
    });
    console.log(JSON.stringify({ database: databaseUrl ? "postgres" : "pglite", ...result }, null, 2));
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runStandalone(Number(process.argv[2] ?? 20));
}
