import { beforeEach, describe, expect, it } from "vitest";
import { withCardProfile } from "../../src/app/funnel-card-profile";
import type { FunnelActor, FunnelSession } from "../../src/features/lead-funnel/funnel-session";
import { cardProfileAtom } from "../../src/state/card-profile";
import { appStore } from "../../src/state/store";

/**
 * The lead funnel leaves the visitor's income, age and score for the cards' approval odds when it
 * reaches its result (issue 18 item 7), and nothing that identifies them.
 */

interface FakeSnapshot {
  tags: string[];
  context: {
    currentYear: number;
    totalScore: number;
    form: { income: string | null; nationalId: string; phone: string; name: string };
  };
}

/** A stand-in funnel actor: only what the app glue reads (snapshot tags and context, subscribe). */
function fakeFunnel(initial: FakeSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const actor = {
    getSnapshot: () => ({ ...snapshot, hasTag: (tag: string) => snapshot.tags.includes(tag) }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const session: FunnelSession = { actor: () => actor as unknown as FunnelActor, dispose: () => {} };
  const move = (next: Partial<FakeSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  return { session, move };
}

const STEP8: FakeSnapshot = {
  tags: ["step8"],
  context: {
    currentYear: 2026,
    totalScore: 62,
    // 4th digit 0 and digits 5-6 "96": born 1996, so 30 in 2026.
    form: { income: "7 - 10 triệu", nationalId: "001096012345", phone: "0912345678", name: "Nguyễn Văn An" },
  },
};

describe("the funnel's card profile", () => {
  beforeEach(() => {
    sessionStorage.clear();
    appStore.set(cardProfileAtom, null);
  });

  it("is left at the result: the income band's lower bound, the age from the ID, the score", () => {
    const { session, move } = fakeFunnel(STEP8);
    withCardProfile(session).actor();
    expect(appStore.get(cardProfileAtom)).toEqual({ income: null, age: null, province: null, score: null });
    move({ tags: ["result"] });
    expect(appStore.get(cardProfileAtom)).toEqual({ income: 7_000_000, age: 30, province: null, score: 62 });
    const stored = sessionStorage.getItem("cardProfile") ?? "";
    expect(JSON.parse(stored)).toEqual({ income: 7_000_000, age: 30, province: null, score: 62 });
    expect(stored).not.toMatch(/0912345678|001096012345|Nguyễn/);
  });

  it("is written once per arrival at the result, so a change on the card list stays", () => {
    const { session, move } = fakeFunnel(STEP8);
    const wrapped = withCardProfile(session);
    wrapped.actor();
    wrapped.actor();
    move({ tags: ["result"] });
    appStore.set(cardProfileAtom, { province: 79 });
    move({ tags: ["result"] });
    expect(appStore.get(cardProfileAtom)).toEqual({ income: 7_000_000, age: 30, province: 79, score: 62 });
  });
});
