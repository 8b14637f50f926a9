import pino from "pino";

/**
 * The server's logger: pino, JSON lines on stdout (issue 32), behind the small interface the code
 * uses. Personal data never reaches the log: every message and field is passed through redact(),
 * which masks phone numbers, national IDs and e-mail addresses, before pino sees it.
 */

export type Level = "debug" | "info" | "warn" | "error";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /**
   * A refused request (rate limit, lock), logged at warn level without flooding the log: the first
   * refusal of a key in a minute is written at once, the others of that minute are counted and
   * written as one summary line ("… (summary)", with `refused`, the total) when the minute is over.
   */
  refused(msg: string, key: string, fields?: Record<string, unknown>): void;
}

const DIGIT_RUN = /(?<!\d)\+?\d[\d .-]{7,}\d(?!\d)/g;
const EMAIL = /[^\s@"']+@[^\s@"']+\.[^\s@"']+/g;

export function redact(text: string): string {
  return text.replace(EMAIL, "[email]").replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, "");
    return digits.length >= 9 ? "[redacted]" : run;
  });
}

/**
 * A request id as the server makes it (22 base64url characters) or nginx's $request_id (32 hex
 * digits): written as is under the `reqId` key, though a run of digits in it looks like a number.
 * No other value is accepted as a request id (server/http/request-id.ts).
 */
export const REQUEST_ID = /^(?:[0-9a-f]{32}|[A-Za-z0-9_-]{22})$/;

function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = key === "reqId" && typeof value === "string" && REQUEST_ID.test(value) ? value : redactValue(value);
  }
  return out;
}

function redactValue(value: unknown): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value instanceof Error) return { name: value.name, message: redact(value.message) };
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
  }
  return value;
}

const MINUTE_MS = 60_000;
/** Keys tracked at once; a flood of distinct keys beyond it is summed under one overflow key. */
const MAX_REFUSAL_KEYS = 10_000;
const OVERFLOW_KEY = "(other keys)";

interface RefusalCount {
  minute: number;
  msg: string;
  count: number;
}

export interface LoggerOptions {
  /** The clock of the timestamps and of the refusal minutes (tests pass their own). */
  now?: () => Date;
}

/** Where lines go: stdout through pino's own synchronous destination, or `write` (tests, scripts). */
function destinationOf(write: ((line: string) => void) | undefined): pino.DestinationStream {
  if (!write) return pino.destination({ dest: 1, sync: true });
  // pino hands over each line with its newline; `write` takes the line alone.
  return { write: (line: string) => write(line.endsWith("\n") ? line.slice(0, -1) : line) };
}

export function createLogger(
  level: Level = "info",
  write?: (line: string) => void,
  options: LoggerOptions = {},
): Logger {
  const now = options.now ?? (() => new Date());
  const logger = pino(
    {
      level,
      // Which instance wrote the line, when several run on one host or behind one proxy.
      base: { pid: process.pid },
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    destinationOf(write),
  );
  const emit = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (!logger.isLevelEnabled(lvl)) return;
    logger[lvl](redactFields(fields ?? {}), redact(msg));
  };
  const refusals = new Map<string, RefusalCount>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Writes the summary of every key whose minute is over (all of them when `all`). */
  const flush = (all: boolean) => {
    const minute = Math.floor(now().getTime() / MINUTE_MS);
    for (const [key, entry] of refusals) {
      if (!all && entry.minute >= minute) continue;
      refusals.delete(key);
      if (entry.count > 1) {
        const from = new Date(entry.minute * MINUTE_MS).toISOString();
        emit("warn", `${entry.msg} (summary)`, { key, minute: from, refused: entry.count });
      }
    }
  };
  const schedule = () => {
    if (timer !== null || refusals.size === 0) return;
    const wait = MINUTE_MS - (now().getTime() % MINUTE_MS) + 50;
    timer = setTimeout(() => {
      timer = null;
      flush(false);
      schedule();
    }, wait);
    timer.unref?.();
  };
  const refused = (msg: string, key: string, fields?: Record<string, unknown>) => {
    flush(false);
    const minute = Math.floor(now().getTime() / MINUTE_MS);
    const slot = refusals.has(key) || refusals.size < MAX_REFUSAL_KEYS ? key : OVERFLOW_KEY;
    const entry = refusals.get(slot);
    if (entry) {
      entry.count += 1;
      return;
    }
    refusals.set(slot, { minute, msg, count: 1 });
    emit("warn", msg, { key: slot, ...fields });
    schedule();
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    refused,
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {}, refused() {} };
