import { formatCompareIds } from "../../domain/compare-rules";

/**
 * The search of /so-sanh-the for some ids. One id is passed as a number: the router would write
 * the string "1" JSON-quoted (?ids=%221%22); a list stays the readable ?ids=1,2,3.
 */
export function compareSearch(ids: readonly number[]): { ids?: number | string } {
  if (ids.length === 0) return {};
  if (ids.length === 1) return { ids: ids[0] };
  return { ids: formatCompareIds(ids) };
}
