import { randomBytes } from "node:crypto";
import pg from "pg";

/** Where the bench looks for PostgreSQL when no URL is given: the local server, trust auth. */
const LOCAL_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A throw-away PostgreSQL database for one benchmark, created through the server of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; loopback in practice), else of a local
 * PostgreSQL on 127.0.0.1:5432 when one answers, and dropped after. Null when there is none.
 */
export async function throwAwayDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    ((await answers(LOCAL_ADMIN_URL)) ? LOCAL_ADMIN_URL : undefined);
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
