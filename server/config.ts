import { availableParallelism } from "node:os";

/**
 * Server configuration from the environment, validated once at start.
 * A bad value stops the server with one line naming the variable.
 */

import type { Company } from "../src/contract/site";
import { loadCompanyConfig } from "./company-config";
import { DEFAULT_POOL_SIZE } from "./db/connect";
import { parseTrustedProxies } from "./http/trusted-proxies";
import { refuseUnsafeProduction } from "./production-refusals";
import type { CaptchaHeat } from "./services/captcha/levels";
import { loadPartnersConfig, type PartnersConfig } from "./services/partners/partners-config";
import { DEVELOPMENT_TOTP_KEY, totpKeyBytesValid } from "./services/staff/totp-key";

export type SmsDelivery = "outbox" | "http";

/** Tiered rate limits (docs/decisions/003-rate-limits.md): counts per window, kept in the database. */
export interface RateLimits {
  /** SMS-sending calls (OTP request and resend) per phone, per IP and in total, per hour. */
  smsPerPhonePerHour: number;
  smsPerIpPerHour: number;
  /** SMS-sending calls per IPv4 /24 or IPv6 /64 network, per hour: one actor cannot use up the global ceiling. */
  smsPerSubnetPerHour: number;
  smsGlobalPerHour: number;
  /** OTP verifications per phone and per IP, per hour. */
  otpVerifyPerPhonePerHour: number;
  otpVerifyPerIpPerHour: number;
  /** Sign-in attempts per account and per IP, per hour. */
  loginPerAccountPerHour: number;
  loginPerIpPerHour: number;
  /** Every /api call per IP, per minute (HTTP 429 beyond). */
  apiPerIpPerMinute: number;
  /** SMS-sending calls in the last hour (of one IP, of all) from which the bot check is raised or high (CAPTCHA_*). */
  captchaHeat: CaptchaHeat;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | null;
  /** Connections each instance's pool may open to PostgreSQL (DB_POOL_SIZE; docs/operations.md, capacity). */
  dbPoolSize: number;
  dataDir: string;
  staticDir: string;
  smsDelivery: SmsDelivery;
  smsHttp: { url: string; key: string; brand: string } | null;
  secrets: { tokenSecret: string | null; otpHashKey: string | null; captchaKey: string | null };
  /**
   * TRUSTED_PROXIES: addresses and CIDR ranges of our proxies; X-Forwarded-For is read only from
   * them (server/http/client-ip.ts). Empty (the default): the socket address is the client's.
   */
  trustedProxies: readonly string[];
  /** PUBLIC_ORIGIN: the site's address as visitors see it (sitemap links); never taken from a request. */
  publicOrigin: string;
  logLevel: "debug" | "info" | "warn" | "error";
  /**
   * STAFF_TOTP_KEY: the key (32+ random bytes, base64 or hex) that encrypts staff TOTP secrets at
   * rest (server/services/staff/totp-seal.ts). Required in production; a fixed value elsewhere.
   */
  staffTotpKey: string;
  /**
   * FLOWS_VIEWER: the flow viewer and inspection (/__flows, ?inspect=1) may be used at all; off by
   * default in production, where only staff may then use it (server/http/flow-viewer-access.ts).
   */
  flowsViewer: boolean;
  bodyLimitBytes: number;
  rateLimits: RateLimits;
  /** Identity checks (validateIdcard, a score call with a new ID): per ticket and per IP, per hour (issue 30). */
  identityCheckLimits: { perTicketPerHour: number; perIpPerHour: number };
  /** Identity reading and face checks (docs/decisions/009-loan-ticket.md). */
  ekyc: EkycConfig;
  /** Who runs the site (COMPANY_*; sample values where unset): server/company-config.ts. */
  company: Company;
  /** Partner delivery: endpoints, keys, retries (server/services/partners/partners-config.ts). */
  partners: PartnersConfig;
}

export interface EkycConfig {
  /** EKYC_PROVIDER=vendor: an external eKYC vendor at EKYC_VENDOR_URL; null: our offline provider. */
  vendor: { url: string; key: string } | null;
  /** Where uploaded images and contracts are stored (EKYC_UPLOAD_DIR, default DATA_DIR/uploads). */
  uploadDir: string;
  /** Largest accepted image upload (EKYC_UPLOAD_MAX_BYTES); larger gets 413. */
  uploadMaxBytes: number;
  /**
   * Production with the offline provider (ALLOW_OFFLINE_EKYC_IN_PRODUCTION=true): every application
   * it passes is held for manual review (loan_applications.manual_review_reason).
   */
  holdForReview: boolean;
  /** Worker threads decoding and checking images (EKYC_WORKERS; default: the cores less one, 1 to 4). */
  workers: number;
  /** Time budget of one image job in a worker (EKYC_JOB_TIMEOUT_MS); beyond it the worker is replaced. */
  jobTimeoutMs: number;
  /** Image uploads read or checked at once on one server (EKYC_UPLOADS_IN_FLIGHT); one more is answered "busy". */
  uploadsInFlight: number;
  /** Image jobs of one customer in the worker pool, running or waiting (EKYC_JOBS_PER_CUSTOMER); one more is "busy". */
  jobsPerCustomer: number;
  /** Image uploads per customer per hour (EKYC_UPLOADS_PER_HOUR); beyond it 429. */
  uploadsPerCustomerPerHour: number;
  /** Days ID images, selfies and contracts are kept after the decision (EKYC_RETENTION_DAYS). */
  retentionDays: number;
  /** How often the server purges expired files (EKYC_PURGE_INTERVAL_MINUTES; 0: never, use npm run ekyc:purge). */
  purgeIntervalMinutes: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(name, `must be one of ${allowed.join(", ")} (got "${raw}")`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes"].includes(raw)) return true;
  if (["0", "false", "no"].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function optional(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === "" ? null : raw;
}

/** An http(s) origin without path, query or credentials, such as https://vaytieudung.vn. */
function origin(env: Env, name: string): string | null {
  const raw = optional(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an http(s) origin such as https://vaytieudung.vn (got "${raw}")`);
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || !bare) {
    throw new ConfigError(name, `must be an http(s) origin such as https://vaytieudung.vn (got "${raw}")`);
  }
  return url.origin;
}

function secret(env: Env, name: string): string | null {
  const raw = optional(env, name);
  if (raw !== null && raw.length < 32) throw new ConfigError(name, "must be at least 32 characters long");
  return raw;
}

/** FLOWS_VIEWER: `on` or `off`; off in production unless set, on elsewhere. */
export function flowsViewerOn(env: Env, production: boolean): boolean {
  return oneOf(env, "FLOWS_VIEWER", ["on", "off"] as const, production ? "off" : "on") === "on";
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, "NODE_ENV", ["development", "production", "test"] as const, "development");
  const production = nodeEnv === "production";

  const databaseUrl = optional(env, "DATABASE_URL");
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL", 'must start with "postgres://" or "postgresql://"');
  }

  const smsDelivery = oneOf(env, "SMS_DELIVERY", ["outbox", "http"] as const, production ? "http" : "outbox");
  if (production && smsDelivery === "outbox" && !bool(env, "ALLOW_OUTBOX_IN_PRODUCTION", false)) {
    throw new ConfigError("SMS_DELIVERY", "is outbox in production; set ALLOW_OUTBOX_IN_PRODUCTION=true to allow it");
  }
  let smsHttp: Config["smsHttp"] = null;
  if (smsDelivery === "http") {
    const url = optional(env, "SMS_HTTP_URL");
    if (url === null || !/^https?:\/\//.test(url)) throw new ConfigError("SMS_HTTP_URL", "must be an http(s) URL");
    const key = optional(env, "SMS_HTTP_KEY");
    if (key === null) throw new ConfigError("SMS_HTTP_KEY", "is required when SMS_DELIVERY is http");
    smsHttp = { url, key, brand: optional(env, "SMS_BRAND") ?? "VAYTIEUDUNG" };
  }

  const secrets = {
    tokenSecret: secret(env, "TOKEN_SECRET"),
    otpHashKey: secret(env, "OTP_HASH_KEY"),
    captchaKey: secret(env, "CAPTCHA_HMAC_KEY"),
  };
  if (production) {
    const missing = Object.entries({
      TOKEN_SECRET: secrets.tokenSecret,
      OTP_HASH_KEY: secrets.otpHashKey,
      CAPTCHA_HMAC_KEY: secrets.captchaKey,
    }).find(([, value]) => value === null);
    if (missing) throw new ConfigError(missing[0], "is required in production");
  }

  const hops = optional(env, "TRUST_PROXY_HOPS");
  if (hops !== null && hops !== "0") {
    throw new ConfigError(
      "TRUST_PROXY_HOPS",
      "is no longer read: list the addresses of your proxies in TRUSTED_PROXIES (e.g. 127.0.0.1,10.0.0.0/8); X-Forwarded-For is read only from them",
    );
  }
  const proxies = parseTrustedProxies(optional(env, "TRUSTED_PROXIES") ?? "");
  if (!proxies.ok) {
    throw new ConfigError("TRUSTED_PROXIES", `must list IP addresses or CIDR ranges (got "${proxies.bad}")`);
  }

  if (optional(env, "TRUST_PROXY") !== null) {
    throw new ConfigError(
      "TRUST_PROXY",
      "is no longer read: list the addresses of your proxies in TRUSTED_PROXIES (X-Forwarded-For is read only from them)",
    );
  }

  const port = integer(env, "PORT", 3000, 0, 65535);
  const publicOrigin = origin(env, "PUBLIC_ORIGIN") ?? (production ? null : `http://localhost:${port}`);
  if (publicOrigin === null) throw new ConfigError("PUBLIC_ORIGIN", "is required in production (https://your.domain)");

  const dataDir = optional(env, "DATA_DIR") ?? "./data";
  const ekycProvider = oneOf(env, "EKYC_PROVIDER", ["offline", "vendor"] as const, "offline");
  let vendor: EkycConfig["vendor"] = null;
  if (ekycProvider === "vendor") {
    const url = optional(env, "EKYC_VENDOR_URL");
    if (url === null || !/^https?:\/\//.test(url)) throw new ConfigError("EKYC_VENDOR_URL", "must be an http(s) URL");
    const key = optional(env, "EKYC_VENDOR_KEY");
    if (key === null) throw new ConfigError("EKYC_VENDOR_KEY", "is required when EKYC_PROVIDER is vendor");
    vendor = { url, key };
  }
  const allowOfflineEkyc = bool(env, "ALLOW_OFFLINE_EKYC_IN_PRODUCTION", false);
  if (production && vendor === null && !allowOfflineEkyc) {
    throw new ConfigError(
      "EKYC_PROVIDER",
      "is offline in production (it cannot tell a generated card from a real one); set EKYC_PROVIDER=vendor, or ALLOW_OFFLINE_EKYC_IN_PRODUCTION=true to hold every application it passes for manual review",
    );
  }
  if (optional(env, "ADMIN_TOKEN") !== null) {
    throw new ConfigError(
      "ADMIN_TOKEN",
      "is no longer read: scripts use a per-staff API token (STAFF_API_TOKEN, made by a staff member in the back-office, POST /api/quan-tri/tokens), people their staff sign-in; remove ADMIN_TOKEN",
    );
  }
  const staffTotpKey = optional(env, "STAFF_TOTP_KEY");
  if (staffTotpKey !== null && !totpKeyBytesValid(staffTotpKey)) {
    throw new ConfigError("STAFF_TOTP_KEY", "must be 32 or more random bytes, base64 or hex (openssl rand -base64 32)");
  }
  if (production && staffTotpKey === null) throw new ConfigError("STAFF_TOTP_KEY", "is required in production");

  const config: Config = {
    nodeEnv,
    port,
    // Production listens on loopback unless HOST says otherwise: the proxy in front is the way in.
    host: optional(env, "HOST") ?? (production ? "127.0.0.1" : "0.0.0.0"),
    databaseUrl,
    dbPoolSize: integer(env, "DB_POOL_SIZE", DEFAULT_POOL_SIZE, 2, 1000),
    dataDir,
    staticDir: optional(env, "STATIC_DIR") ?? "./dist",
    smsDelivery,
    smsHttp,
    secrets,
    trustedProxies: proxies.entries,
    publicOrigin,
    logLevel: oneOf(env, "LOG_LEVEL", ["debug", "info", "warn", "error"] as const, "info"),
    staffTotpKey: staffTotpKey ?? DEVELOPMENT_TOTP_KEY,
    flowsViewer: flowsViewerOn(env, production),
    bodyLimitBytes: integer(env, "BODY_LIMIT_BYTES", 64 * 1024, 1024, 50 * 1024 * 1024),
    rateLimits: {
      smsPerPhonePerHour: integer(env, "SMS_PER_PHONE_PER_HOUR", 5, 1, 1_000_000),
      smsPerIpPerHour: integer(env, "SMS_PER_IP_PER_HOUR", 20, 1, 1_000_000),
      smsPerSubnetPerHour: integer(env, "SMS_PER_SUBNET_PER_HOUR", 40, 1, 1_000_000),
      smsGlobalPerHour: integer(env, "SMS_GLOBAL_PER_HOUR", 500, 1, 1_000_000_000),
      otpVerifyPerPhonePerHour: integer(env, "OTP_VERIFY_PER_PHONE_PER_HOUR", 10, 1, 1_000_000),
      otpVerifyPerIpPerHour: integer(env, "OTP_VERIFY_PER_IP_PER_HOUR", 60, 1, 1_000_000),
      loginPerAccountPerHour: integer(env, "LOGIN_PER_ACCOUNT_PER_HOUR", 10, 1, 1_000_000),
      loginPerIpPerHour: integer(env, "LOGIN_PER_IP_PER_HOUR", 100, 1, 1_000_000),
      apiPerIpPerMinute: integer(env, "API_PER_IP_PER_MINUTE", 600, 1, 1_000_000_000),
      captchaHeat: {
        raisedPerIp: integer(env, "CAPTCHA_RAISED_PER_IP", 3, 1, 1_000_000),
        highPerIp: integer(env, "CAPTCHA_HIGH_PER_IP", 10, 1, 1_000_000),
        raisedGlobal: integer(env, "CAPTCHA_RAISED_GLOBAL", 100, 1, 1_000_000_000),
        highGlobal: integer(env, "CAPTCHA_HIGH_GLOBAL", 300, 1, 1_000_000_000),
      },
    },
    identityCheckLimits: {
      perTicketPerHour: integer(env, "IDENTITY_CHECK_PER_TICKET_PER_HOUR", 10, 1, 1_000_000),
      perIpPerHour: integer(env, "IDENTITY_CHECK_PER_IP_PER_HOUR", 40, 1, 1_000_000),
    },
    ekyc: {
      vendor,
      holdForReview: production && vendor === null,
      uploadDir: optional(env, "EKYC_UPLOAD_DIR") ?? `${dataDir.replace(/\/$/, "")}/uploads`,
      uploadMaxBytes: integer(env, "EKYC_UPLOAD_MAX_BYTES", 8 * 1024 * 1024, 64 * 1024, 50 * 1024 * 1024),
      // One core is left to the event loop.
      workers: integer(env, "EKYC_WORKERS", Math.max(1, Math.min(4, availableParallelism() - 1)), 1, 64),
      jobTimeoutMs: integer(env, "EKYC_JOB_TIMEOUT_MS", 20_000, 100, 600_000),
      uploadsInFlight: integer(env, "EKYC_UPLOADS_IN_FLIGHT", 16, 1, 1024),
      jobsPerCustomer: integer(env, "EKYC_JOBS_PER_CUSTOMER", 2, 1, 64),
      uploadsPerCustomerPerHour: integer(env, "EKYC_UPLOADS_PER_HOUR", 30, 1, 1_000_000),
      retentionDays: integer(env, "EKYC_RETENTION_DAYS", 30, 1, 3650),
      purgeIntervalMinutes: integer(env, "EKYC_PURGE_INTERVAL_MINUTES", 60, 0, 7 * 24 * 60),
    },
    company: loadCompanyConfig(env),
    partners: loadPartnersConfig(env, production, (variable, detail) => {
      throw new ConfigError(variable, detail);
    }),
  };
  if (production) {
    const named = (name: string, value: string | null) => (value === null ? [] : [[name, value] as const]);
    refuseUnsafeProduction(
      {
        secrets: [
          ...named("TOKEN_SECRET", secrets.tokenSecret),
          ...named("OTP_HASH_KEY", secrets.otpHashKey),
          ...named("CAPTCHA_HMAC_KEY", secrets.captchaKey),
          ...named("STAFF_TOTP_KEY", staffTotpKey),
          ...config.partners.endpoints.map((p) => [`PARTNER_${p.id}_KEY`, p.key] as const),
        ],
        publicOrigin,
      },
      (variable, detail) => {
        throw new ConfigError(variable, detail);
      },
    );
  }
  return config;
}
