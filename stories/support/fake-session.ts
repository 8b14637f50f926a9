import type { Session } from "../../src/state/session";

/** A session whose token expires in a year: for stories and tests only. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  const payload = btoa(JSON.stringify({ sub: "1", exp: Math.floor(Date.now() / 1000) + 365 * 24 * 3600 }));
  return {
    token: `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, "")}.signature`,
    username: "0912345678",
    fullName: "Nguyễn Văn An",
    email: "an.nguyen@example.com",
    ...overrides,
  };
}
