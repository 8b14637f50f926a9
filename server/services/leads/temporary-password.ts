import { randomInt } from "node:crypto";

/** Letters and digits without the look-alikes (0/O, 1/l/I), so a visitor can copy it by hand. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
const LENGTH = 10;

/** A random temporary password from a CSPRNG (never derived from the visitor's data). */
export function temporaryPassword(): string {
  let out = "";
  for (let i = 0; i < LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
