import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { EMPTY_PROFILE, type OddsProfile, sanitizeOddsProfile } from "../domain/approval-odds";
import { appStore } from "./store";

/**
 * The visitor's profile for the cards' approval odds (issue 18 item 7): monthly income, age,
 * province and the lead funnel's score. Nothing that identifies anyone (no name, phone or ID
 * number). Kept in sessionStorage, so it lasts for this tab only. The lead funnel leaves it at its
 * result (src/app/funnel-session.ts); the card list's profile form changes it.
 */
const storedCardProfileAtom = atomWithStorage<unknown>(
  "cardProfile",
  EMPTY_PROFILE,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/** The trusted profile: anything unreadable in storage reads as "not given". */
export const cardProfileAtom = atom(
  (get): OddsProfile => sanitizeOddsProfile(get(storedCardProfileAtom)),
  (get, set, patch: Partial<OddsProfile> | null) => {
    const next = patch === null ? EMPTY_PROFILE : { ...sanitizeOddsProfile(get(storedCardProfileAtom)), ...patch };
    set(storedCardProfileAtom, sanitizeOddsProfile(next));
  },
);

/** The lead funnel's single write at its result: its income band, age and score (no province: it asks none). */
export function rememberFunnelProfile(profile: Pick<OddsProfile, "income" | "age" | "score">): void {
  appStore.set(cardProfileAtom, { ...profile, province: null });
}
