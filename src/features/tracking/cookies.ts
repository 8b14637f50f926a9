/** First-party cookies, through a jar the tests can replace (document.cookie in the browser). */

export interface CookieJar {
  /** All cookies as `a=1; b=2`. */
  read(): string;
  /** Writes one `Set-Cookie`-style string. */
  write(cookie: string): void;
}

export const documentJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: first-party attribution cookies are the requirement.
    document.cookie = cookie;
  },
};

const DAY_SECONDS = 86_400;

export function readCookie(jar: CookieJar, name: string): string | null {
  return cookieIn(jar.read(), name);
}

/**
 * The cookies of one read of the jar, for reading several: each read of document.cookie asks the
 * browser's network process, which cost the home page's start a few ms per cookie (issue 16).
 */
export function readCookies(jar: CookieJar): (name: string) => string | null {
  const all = jar.read();
  return (name) => cookieIn(all, name);
}

function cookieIn(all: string, name: string): string | null {
  for (const part of all.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** Writes a cookie for the whole site; without `days` it lasts until the browser closes. */
export function writeCookie(jar: CookieJar, name: string, value: string, days?: number): void {
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  const age = days === undefined ? "" : `; Max-Age=${Math.round(days * DAY_SECONDS)}`;
  jar.write(`${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${age}${secure}`);
}

export function removeCookie(jar: CookieJar, name: string): void {
  jar.write(`${name}=; Path=/; SameSite=Lax; Max-Age=0`);
}
