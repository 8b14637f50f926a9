/**
 * Which partners we deliver to, where, and with which key (docs/decisions/013-partners.md).
 *
 * PARTNERS=1=https://api.partner-a.vn/vaytieudung,2=https://… names each partner by its id in the
 * partners table and gives its base URL; PARTNER_<id>_KEY holds its signing key (at least 32
 * characters). Without PARTNERS, development and test use the sample partners 1 and 2 served by
 * the partner simulator (npm run partner:sim) at PARTNER_SIM_URL (default http://127.0.0.1:4010)
 * with the published sample keys below; production then has no partner and deliveries wait.
 */

export interface PartnerEndpoint {
  /** The partner's id in the partners table. */
  id: number;
  /** Base URL: deliveries go to {url}/leads and {url}/applications. */
  url: string;
  key: string;
}

export interface PartnersConfig {
  endpoints: PartnerEndpoint[];
  /** The simulator the sample partners point at; null when PARTNERS is set or in production. */
  simulatorUrl: string | null;
  /** Tries after the first before a delivery is dead-lettered (PARTNER_RETRY_LIMIT). */
  retryLimit: number;
  /** First retry delay; doubles each try up to retryDelayMaxSeconds (PARTNER_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A delivery still active after this long (a server that died mid-call) is retried (PARTNER_JOB_EXPIRE_SECONDS). */
  jobExpireSeconds: number;
  /** How long one call to a partner may take (PARTNER_TIMEOUT_MS). */
  timeoutMs: number;
  /** How often the queue looks for new and expired jobs (PARTNER_POLL_SECONDS). */
  pollSeconds: number;
  /** How often the queue looks for jobs of a stopped server to retry (PARTNER_SUPERVISE_SECONDS). */
  superviseSeconds: number;
  /** How often submitted applications and jobless deliveries are picked up (PARTNER_SWEEP_SECONDS). */
  sweepSeconds: number;
  /** PARTNER_DELIVERY=off: this instance enqueues but runs no delivery worker. */
  worker: boolean;
}

/** SAMPLE keys of the sample partners: published, for the simulator only, never for a real partner. */
export const SAMPLE_PARTNER_KEYS: Readonly<Record<number, string>> = {
  1: "sample-partner-1-key-not-secret-000000000000",
  2: "sample-partner-2-key-not-secret-000000000000",
};

export const DEFAULT_SIMULATOR_URL = "http://127.0.0.1:4010";

/** The sample partners' base URLs on a simulator. */
export function sampleEndpoints(simulatorUrl: string): PartnerEndpoint[] {
  return Object.entries(SAMPLE_PARTNER_KEYS).map(([id, key]) => ({
    id: Number(id),
    url: `${simulatorUrl.replace(/\/$/, "")}/p/${id}`,
    key,
  }));
}

type Env = Record<string, string | undefined>;
type Fail = (variable: string, detail: string) => never;

function intIn(env: Env, name: string, fallback: number, min: number, max: number, fail: Fail): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    fail(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function httpUrl(raw: string, name: string, fail: Fail): string {
  try {
    const url = new URL(raw);
    if (/^https?:$/.test(url.protocol) && !url.username && !url.password) return raw.replace(/\/$/, "");
  } catch {
    // reported below
  }
  return fail(name, `must be an http(s) URL (got "${raw}")`);
}

export function loadPartnersConfig(env: Env, production: boolean, fail: Fail): PartnersConfig {
  const list = env.PARTNERS?.trim() ?? "";
  let endpoints: PartnerEndpoint[] = [];
  let simulatorUrl: string | null = null;
  if (list !== "") {
    const seen = new Set<number>();
    endpoints = list.split(",").map((item) => {
      const match = /^\s*(\d{1,9})=(\S+)\s*$/.exec(item);
      if (!match) return fail("PARTNERS", `must be a comma-separated list of id=url (got "${item}")`);
      const id = Number(match[1]);
      if (seen.has(id)) return fail("PARTNERS", `names partner ${id} twice`);
      seen.add(id);
      const keyName = `PARTNER_${id}_KEY`;
      const key = env[keyName] ?? "";
      if (key.length < 32) return fail(keyName, "must be at least 32 characters long (the partner's signing key)");
      return { id, url: httpUrl(match[2] as string, "PARTNERS", fail), key };
    });
  } else if (!production) {
    simulatorUrl = httpUrl(env.PARTNER_SIM_URL || DEFAULT_SIMULATOR_URL, "PARTNER_SIM_URL", fail);
    endpoints = sampleEndpoints(simulatorUrl);
  }
  const worker = env.PARTNER_DELIVERY ?? "on";
  if (worker !== "on" && worker !== "off") fail("PARTNER_DELIVERY", `must be on or off (got "${worker}")`);
  return {
    endpoints,
    simulatorUrl,
    retryLimit: intIn(env, "PARTNER_RETRY_LIMIT", 12, 0, 1000, fail),
    retryDelaySeconds: intIn(env, "PARTNER_RETRY_DELAY_SECONDS", 5, 1, 3600, fail),
    retryDelayMaxSeconds: intIn(env, "PARTNER_RETRY_DELAY_MAX_SECONDS", 600, 1, 86_400, fail),
    jobExpireSeconds: intIn(env, "PARTNER_JOB_EXPIRE_SECONDS", 60, 1, 86_400, fail),
    timeoutMs: intIn(env, "PARTNER_TIMEOUT_MS", 10_000, 100, 300_000, fail),
    pollSeconds: intIn(env, "PARTNER_POLL_SECONDS", 2, 1, 60, fail),
    superviseSeconds: intIn(env, "PARTNER_SUPERVISE_SECONDS", 30, 1, 3600, fail),
    sweepSeconds: intIn(env, "PARTNER_SWEEP_SECONDS", 10, 1, 3600, fail),
    worker: worker === "on",
  };
}
