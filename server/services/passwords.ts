import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane) or stronger. */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id runs on libuv's thread pool (4 threads), which webcrypto (ticket tokens, the bot
 * check) shares. Unbounded, a burst of sign-ups filled every thread with ~70 ms hashes and left
 * the other calls waiting behind them for seconds, and took the main thread's core too (issue 16).
 * At most one hash per spare core runs at once; the rest wait their turn here.
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its slot straight to the next in line, so the count never overshoots.
  if (running < MAX_CONCURRENT) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
