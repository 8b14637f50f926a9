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
  for (const part of jar.read().split(";")) {
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
