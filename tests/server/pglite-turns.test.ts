import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../server/db/connect";

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

const burst = (db: Database["db"], n: number, done: string[]) =>
  Array.from({ length: n }, (_, index) =>
    sql<{ n: number }>`select ${index}::int as n`.execute(db).then((result) => {
      done.push(`statement ${result.rows[0]?.n}`);
    }),
  );

describe("the embedded database under a burst of statements", () => {
  it("lets the server read what arrives between two statements (a timer due now runs before the burst ends)", async () => {
    database = await openDatabase({ url: null, dataDir: null });
    const done: string[] = [];
    const statements = burst(database.db, 200, done);
    // What a request arriving now goes through: a callback of the event loop, not a microtask.
    const arrived = new Promise<void>((resolve) =>
      setTimeout(() => {
        done.push("arrival");
        resolve();
      }, 0),
    );
    await Promise.all([...statements, arrived]);
    const at = done.indexOf("arrival");
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(done.length - 1);
    // Statements still finish in the order they were asked for.
    expect(done.filter((entry) => entry !== "arrival")).toEqual(
      Array.from({ length: 200 }, (_, index) => `statement ${index}`),
    );
  });

  it("runs a transaction's statements while other statements wait for it, without a deadlock", async () => {
    database = await openDatabase({ url: null, dataDir: null });
    const db = database.db;
    await sql`create table turns_probe (n int)`.execute(db);
    const inside = db.transaction().execute(async (tx) => {
      await sql`insert into turns_probe values (1)`.execute(tx);
      await sql`insert into turns_probe values (2)`.execute(tx);
      return sql<{ c: number }>`select count(*)::int as c from turns_probe`.execute(tx);
    });
    const outside = sql<{ c: number }>`select count(*)::int as c from turns_probe`.execute(db);
    const [tx, other] = await Promise.all([inside, outside]);
    expect(tx.rows[0]?.c).toBe(2);
    expect([0, 2]).toContain(other.rows[0]?.c);
  });
});
