/** The system click id of a visit (SPEC.md section 3): 30 random characters from [A-Za-z0-9]. */

export const CLICK_ID_LENGTH = 30;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Bytes at or above this are dropped so every character is equally likely (248 = 4 × 62). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export const CLICK_ID_PATTERN = /^[A-Za-z0-9]{30}$/;

/** Fills a byte array with random values; crypto.getRandomValues in the browser. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function newSystemClickId(random: RandomBytes = cryptoBytes): string {
  let id = "";
  while (id.length < CLICK_ID_LENGTH) {
    for (const byte of random(new Uint8Array(CLICK_ID_LENGTH * 2))) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === CLICK_ID_LENGTH) break;
    }
  }
  return id;
}

export function isSystemClickId(value: string): boolean {
  return CLICK_ID_PATTERN.test(value);
}
