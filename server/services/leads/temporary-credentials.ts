import { hashPassword } from "../passwords";
import { temporaryPassword } from "./temporary-password";

/** A fresh temporary password and its argon2id hash, handed out once. */
export interface TemporaryCredentials {
  password: string;
  passwordHash: string;
}

/** Pairs kept ready: enough for a burst of final scores while the pool refills. */
const POOL_SIZE = 64;
const ready: TemporaryCredentials[] = [];
let filling = false;
/** Hashes a caller is waiting for right now: the pool gives way to them. */
let urgent = 0;

async function fresh(): Promise<TemporaryCredentials> {
  const password = temporaryPassword();
  return { password, passwordHash: await hashPassword(password) };
}

/** Tops the pool up one hash at a time, in the background, pausing while a caller waits for a hash. */
function refill(): void {
  if (filling) return;
  filling = true;
  void (async () => {
    try {
      while (ready.length < POOL_SIZE && urgent === 0) ready.push(await fresh());
    } catch {
      // A failed hash leaves the pool short: the next call hashes inline and refills again.
    } finally {
      filling = false;
    }
  })();
}

/**
 * The credentials of a new account, without the ~70 ms of argon2id on the request when it can:
 * pairs of a random password (CSPRNG, never derived from the visitor's data) and its hash are made
 * ahead, off the request path, kept only in this process's memory and each handed out once. The
 * account is still stored with the hash before anyone is told its password. An empty pool (a
 * burst, or the first call) hashes on the spot as before.
 */
export async function temporaryCredentials(): Promise<TemporaryCredentials> {
  const pair = ready.shift();
  if (pair) {
    refill();
    return pair;
  }
  urgent += 1;
  try {
    return await fresh();
  } finally {
    urgent -= 1;
    refill();
  }
}
