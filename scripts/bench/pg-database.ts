import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A throw-away PostgreSQL database for one benchmark, created through the server of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; loopback in practice) and dropped after.
 * Null when neither is set.
 */
export async function throwAwayDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
