import type { Session } from "../../src/state/session";

/** A signed-in customer's display data: for stories and tests only (the session is a cookie). */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    username: "0912345678",
    fullName: "Nguyễn Văn An",
    email: "an.nguyen@example.com",
    ...overrides,
  };
}
