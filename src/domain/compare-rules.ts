import type { MessageKey } from "../i18n/t";
import { CARDS } from "./constants";

/** What the compare list keeps of a card: enough for the compare bar without a request. */
export interface CompareCard {
  id: number;
  name: string;
  productImage: string;
}

/** SPEC.md section 3: an array replaces the list, null clears it, a single card is appended. */
export type CompareUpdate = readonly CompareCard[] | CompareCard | null;

/** At most 3 cards, 2 on screens narrower than 520 px. */
export function compareLimit(viewportWidth: number): number {
  return viewportWidth < CARDS.mobileBreakpointPx ? CARDS.compareMaxMobile : CARDS.compareMax;
}

export function limitMessageKey(limit: number): MessageKey {
  return limit <= CARDS.compareMaxMobile ? "limit_card_compare_mobile" : "limit_card_compare";
}

function isCompareCard(value: unknown): value is CompareCard {
  if (!value || typeof value !== "object") return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.id === "number" &&
    Number.isInteger(card.id) &&
    card.id > 0 &&
    typeof card.name === "string" &&
    typeof card.productImage === "string"
  );
}

/** A stored list as it can be trusted: valid cards only, no duplicate, at most 3. */
export function sanitizeCompareList(value: unknown): CompareCard[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: CompareCard[] = [];
  for (const item of value) {
    if (!isCompareCard(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    list.push({ id: item.id, name: item.name, productImage: item.productImage });
  }
  return list.slice(0, CARDS.compareMax);
}

/** The list after an update. A single card already in the list, or beyond the maximum, changes nothing. */
export function applyCompareUpdate(list: readonly CompareCard[], update: CompareUpdate): CompareCard[] {
  if (update === null) return [];
  if (Array.isArray(update)) return sanitizeCompareList(update);
  const card = update as CompareCard;
  if (list.some((item) => item.id === card.id) || list.length >= CARDS.compareMax) return [...list];
  return sanitizeCompareList([...list, card]);
}

export type AddCheck = { kind: "ok" } | { kind: "duplicate" } | { kind: "limit"; limit: number };

/** Whether one more card fits, before asking the server whether it is still active. */
export function canAdd(list: readonly CompareCard[], id: number, limit: number): AddCheck {
  if (list.some((item) => item.id === id)) return { kind: "duplicate" };
  if (list.length >= limit) return { kind: "limit", limit };
  return { kind: "ok" };
}

/**
 * The compare list after a load that found only `activeIds` still active (SPEC.md section 4):
 * inactive cards leave, and the message says whether some or all of them were removed.
 */
export function keepActive<T extends { id: number }>(
  list: readonly T[],
  activeIds: readonly number[],
): { list: T[]; message: MessageKey | null } {
  const active = new Set(activeIds);
  const kept = list.filter((card) => active.has(card.id));
  if (kept.length === list.length) return { list: kept, message: null };
  return { list: kept, message: kept.length === 0 ? "card_not_available" : "some_cards_unavailable" };
}

/** ?ids=1,2,3 as card ids: positive integers, no duplicate, at most 3; null when absent or unreadable. */
export function parseCompareIds(text: string | undefined): number[] | null {
  if (!text) return null;
  const ids = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,8}$/.test(part))
    .map(Number);
  const unique = [...new Set(ids)].slice(0, CARDS.compareMax);
  return unique.length > 0 ? unique : null;
}

export function formatCompareIds(ids: readonly number[]): string {
  return ids.join(",");
}
