import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import {
  type PreparedLead,
  prepareLead,
  runJourney,
  type Send,
  type Visitor,
} from "../../scripts/bench/funnel-journey";
import { openDatabase } from "../../server/db/connect";
import { TICKET_TOKEN_HEADER } from "../../src/contract/funnel";
import { type RunningServer, startServer } from "./support/server";

/**
 * The server as a process: what it writes to its log during real funnels, and what survives a
 * kill in the middle of a burst of lead saves. No browser: the funnels go through the public API
 * exactly as the SPA calls it (scripts/bench/funnel-journey.ts).
 */

/** The test stands for the proxy in front: its loopback address is trusted with X-Forwarded-For. */
const SERVER_ENV = { TRUSTED_PROXIES: "127.0.0.1,::1", SMS_GLOBAL_PER_HOUR: "1000", LOG_LEVEL: "debug" };

function visitor(index: number, run: number): Visitor {
  const serial = `${run}${String(index).padStart(5, "0")}`;
  return {
    phone: `0934${serial}`,
    nationalId: `001090${serial}`,
    name: "Trần Thị Kiểm",
    income: "7 - 10 triệu",
    housing: "Nhà riêng",
    marital: "Đã kết hôn",
    dependents: "Không có",
    amount: 20_000_000,
    term: 12,
  };
}

/** Each visitor comes from an address of its own, as real visitors do (the server trusts the proxy). */
function sender(baseUrl: () => string, index: number): Send {
  return (path, init) =>
    fetch(`${baseUrl()}${path}`, {
      method: init.method,
      headers: {
        "x-forwarded-for": `10.9.0.${index + 1}`,
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
}

/** POSTs one lead save; true only when the server acknowledged it (HTTP 200, code 200). */
async function saveLead(baseUrl: string, index: number, lead: PreparedLead): Promise<boolean> {
  try {
    const res = await sender(() => baseUrl, index)("/api/callback/loan/save-hub-log", {
      method: "POST",
      json: lead.record,
      headers: { [TICKET_TOKEN_HEADER]: lead.ticketToken },
    });
    const body = (await res.json()) as { code: number };
    return res.status === 200 && body.code === 200;
  } catch {
    return false;
  }
}

describe("the server process", () => {
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("never writes a phone number or national ID to its log, even at debug level and on bad input", async () => {
    const server = await startServer(SERVER_ENV);
    servers.push(server);
    const run = 1;
    const visitors = [0, 1, 2].map((i) => visitor(i, run));
    for (const [index, v] of visitors.entries()) {
      await runJourney(
        sender(() => server.url, index),
        v,
      );
    }
    // Bad input carrying personal data must not be echoed into the log either.
    const bad = await fetch(`${server.url}/api/loan/ticket/validateIdcard`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: 42, identityNo: visitors[0]?.nationalId, mobile: visitors[0]?.phone }),
    });
    expect(bad.status).toBe(400);
    await server.stop();
    servers.pop();

    const log = server.output();
    expect(log).toContain("listening on");
    expect(log.split("\n").length).toBeGreaterThan(5);
    for (const v of visitors) {
      expect(log).not.toContain(v.phone);
      expect(log).not.toContain(v.phone.slice(1));
      expect(log).not.toContain(v.nationalId);
    }
  });

  it("keeps every acknowledged lead exactly once when killed during a burst of saves and restarted", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vay-crash-"));
    dirs.push(dataDir);
    let current = await startServer(SERVER_ENV, { dataDir });
    servers.push(current);
    const run = 2;
    const count = 16;
    const leads: PreparedLead[] = [];
    for (let index = 0; index < count; index++) {
      leads.push(
        await prepareLead(
          sender(() => current.url, index),
          visitor(index, run),
        ),
      );
    }

    // The burst: every save at once; the server dies once a quarter of them are acknowledged,
    // with the others in flight or not yet read.
    const firstUrl = current.url;
    let killing: Promise<void> | null = null;
    let acks = 0;
    const acknowledged = await Promise.all(
      leads.map(async (lead, index) => {
        const ok = await saveLead(firstUrl, index, lead);
        if (ok) acks += 1;
        if (acks >= count / 4 && killing === null) killing = current.kill();
        return ok;
      }),
    );
    await (killing ?? current.kill());
    const acked = leads.filter((_, i) => acknowledged[i]).map((lead) => lead.ticketCode);
    expect(acked.length).toBeGreaterThan(0);

    // Restart on the same embedded database; the client retries what was not acknowledged.
    servers.pop();
    current = await startServer(SERVER_ENV, { dataDir });
    servers.push(current);
    for (const [index, lead] of leads.entries()) {
      if (!acknowledged[index]) expect(await saveLead(current.url, index, lead)).toBe(true);
    }
    // A retry of an acknowledged save (its answer lost on the way) is harmless too.
    const [firstAcked] = leads.filter((_, i) => acknowledged[i]);
    if (firstAcked) expect(await saveLead(current.url, leads.indexOf(firstAcked), firstAcked)).toBe(true);
    await current.stop();
    servers.pop();

    const database = await openDatabase({ url: null, dataDir: join(dataDir, "pglite") });
    try {
      const codes = leads.map((lead) => lead.ticketCode);
      const { rows } = await sql<{ ticket_code: string; n: number }>`
        SELECT ticket_code, count(*)::int AS n FROM leads WHERE ticket_code = ANY(${codes}) GROUP BY ticket_code
      `.execute(database.db);
      const stored = new Map(rows.map((row) => [row.ticket_code, row.n]));
      for (const code of codes) expect(stored.get(code), code).toBe(1);
      for (const code of acked) expect(stored.has(code)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
