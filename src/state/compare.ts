import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { applyCompareUpdate, type CompareCard, type CompareUpdate, sanitizeCompareList } from "../domain/compare-rules";

/** The raw list as kept in local storage (it survives reloads and is shared by the tabs of a browser). */
const storedCompareAtom = atomWithStorage<unknown>(
  "compareCards",
  [],
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/**
 * The compare list: reading gives the trusted list (at most 3 valid cards); writing follows
 * SPEC.md section 3: an array replaces it, null clears it, a single card is appended.
 */
export const compareListAtom = atom(
  (get): CompareCard[] => sanitizeCompareList(get(storedCompareAtom)),
  (get, set, update: CompareUpdate) => {
    set(storedCompareAtom, applyCompareUpdate(sanitizeCompareList(get(storedCompareAtom)), update));
  },
);

/** The message of the compare popup ('Thông báo'), shown by the compare bar. */
export const compareNoticeAtom = atom<string | null>(null);
