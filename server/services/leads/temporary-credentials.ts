import { hashPassword } from "../passwords";
import { temporaryPassword } from "./temporary-password";

/** A fresh temporary password and its argon2id hash, handed out once. */
export interface TemporaryCredentials {
  password: string;
  passwordHash: string;
}

/**
 * Pairs the server keeps ready (warmTemporaryCredentials, called at start): a burst of final
 * scores (500 funnels finishing within a minute, issue 16) is served from here. About 6 s of one
 * core to fill, in the background, one hash at a time (passwords.ts).
 */
export const RESERVOIR_SIZE = 512;
/** Until warmed (tests, scripts), a small reservoir filled from the first call on. */
const ON_DEMAND_SIZE = 16;
let target = ON_DEMAND_SIZE;
/**
 * Topping up waits for a quiet moment: while pairs are being taken (a burst), hashing more would
 * take CPU from the burst's own calls (under load a hash took 0.2-0.3 s instead of 11 ms). Below a
 * low-water mark, or with a caller waiting, it goes on regardless.
 */
const QUIET_MS = 2_000;
const LOW_WATER_SHARE = 1 / 8;
let lastTakenAt = Number.NEGATIVE_INFINITY;
let quietTimer: ReturnType<typeof setTimeout> | null = null;

function shouldProduce(): boolean {
  if (waiting.length > 0) return true;
  if (ready.length >= target) return false;
  return ready.length < target * LOW_WATER_SHARE || Date.now() - lastTakenAt >= QUIET_MS;
}

/** Looks again once the takers have been quiet for QUIET_MS. */
function produceWhenQuiet(): void {
  if (quietTimer || ready.length >= target) return;
  quietTimer = setTimeout(
    () => {
      quietTimer = null;
      produce();
    },
    Math.max(0, lastTakenAt + QUIET_MS - Date.now()),
  );
  quietTimer.unref();
}

const ready: TemporaryCredentials[] = [];
/** Callers waiting for the next pair made, first come first served. */
const waiting: { resolve(pair: TemporaryCredentials): void; reject(error: unknown): void }[] = [];
let producing = false;

async function fresh(): Promise<TemporaryCredentials> {
  const password = temporaryPassword();
  return { password, passwordHash: await hashPassword(password) };
}

/**
 * The one producer: makes pairs one after the other while a caller waits or the reservoir is not
 * full, and hands each to the first caller waiting, else keeps it. A waiting caller never starts a
 * hash of its own (they would all queue behind passwords.ts's limit anyway, and the reservoir
 * would never refill under a steady stream of final scores).
 */
function produce(): void {
  if (producing) return;
  producing = true;
  void (async () => {
    try {
      while (shouldProduce()) {
        const pair = await fresh();
        const next = waiting.shift();
        if (next) next.resolve(pair);
        else ready.push(pair);
      }
    } catch (error) {
      // A failed hash fails the callers waiting for one; the next call starts the producer again.
      for (const next of waiting.splice(0)) next.reject(error);
    } finally {
      producing = false;
    }
    produceWhenQuiet();
  })();
}

/**
 * Starts filling a reservoir of `size` pairs now: the server does it at start, so the first burst
 * finds pairs ready. Without it a small one fills from the first call on.
 */
export function warmTemporaryCredentials(size = RESERVOIR_SIZE): void {
  target = size;
  produce();
}

/**
 * The credentials of a new account, without the argon2id hash on the request when it can: pairs
 * of a random password (CSPRNG, never derived from the visitor's data) and its hash are made
 * ahead, off the request path, kept only in this process's memory and each handed out once. The
 * account is still stored with the hash before anyone is told its password. With the reservoir
 * empty the caller waits for the next pair made.
 */
export function temporaryCredentials(): Promise<TemporaryCredentials> {
  const pair = ready.shift();
  lastTakenAt = Date.now();
  produce();
  if (pair) return Promise.resolve(pair);
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
  });
}

/**
 * Puts back a pair taken but never shown to anyone nor stored (the account existed already), so
 * its hash is not wasted. Only pairs from temporaryCredentials, each at most once.
 */
export function returnTemporaryCredentials(pair: TemporaryCredentials): void {
  const next = waiting.shift();
  if (next) next.resolve(pair);
  else if (ready.length < target) ready.push(pair);
}
