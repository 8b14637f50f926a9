/**
 * A small JSON-lines logger. Personal data never reaches the log: every string is passed through
 * redact(), which masks phone numbers, national IDs and e-mail addresses.
 */

export type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const DIGIT_RUN = /(?<!\d)\+?\d[\d .-]{7,}\d(?!\d)/g;
const EMAIL = /[^\s@"']+@[^\s@"']+\.[^\s@"']+/g;

export function redact(text: string): string {
  return text.replace(EMAIL, "[email]").replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, "");
    return digits.length >= 9 ? "[redacted]" : run;
  });
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

export function createLogger(
  level: Level = "info",
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const entry = {
      time: new Date().toISOString(),
      level: lvl,
      msg: redact(msg),
      ...(redactValue(fields ?? {}) as object),
    };
    write(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
