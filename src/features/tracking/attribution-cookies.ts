import {
  ATTRIBUTION_PARAM_NAMES,
  type Attribution,
  nextAttribution,
  paramsFromQuery,
  type StoredParams,
  toAttribution,
} from "../../domain/attribution";
import { isSystemClickId } from "../../domain/click-id";
import { COOKIE_DAYS } from "../../domain/constants";
import { type CookieJar, documentJar, readCookie, readCookies, removeCookie, writeCookie } from "./cookies";

/**
 * The browser side of attribution: the landing link's parameters kept in first-party cookies for
 * 30 days (COOKIE_DAYS.attribution), one cookie per parameter (aff_cid, aff_source, …), and the
 * visit's click cookie (sys_click_id: system click id and start time, until the browser closes or
 * the inactivity cut-off removes it).
 */

export const CLICK_COOKIE = "sys_click_id";
export const VISITS_COOKIE = "aff_visits";
export const cookieName = (param: string) => `aff_${param}`;

export function storedParams(jar: CookieJar = documentJar): StoredParams {
  const stored: StoredParams = {};
  const cookie = readCookies(jar);
  for (const param of ATTRIBUTION_PARAM_NAMES) {
    const value = cookie(cookieName(param));
    if (value) stored[param] = value;
  }
  return stored;
}

/** Keeps the landing link's attribution (last click wins as a whole); says whether it was a new click. */
export function captureAttribution(search: string, jar: CookieJar = documentJar): { changed: boolean } {
  const { keep, changed } = nextAttribution(storedParams(jar), paramsFromQuery(search));
  if (!changed) return { changed };
  for (const param of ATTRIBUTION_PARAM_NAMES) {
    const value = keep[param];
    if (value === undefined) removeCookie(jar, cookieName(param));
    else writeCookie(jar, cookieName(param), value, COOKIE_DAYS.attribution);
  }
  return { changed };
}

export interface VisitCookie {
  systemClickId: string;
  /** When the visit started (ms since epoch, browser clock). */
  startedAt: number;
}

export function readVisitCookie(jar: CookieJar = documentJar): VisitCookie | null {
  const [id, started] = (readCookie(jar, CLICK_COOKIE) ?? "").split(".");
  const startedAt = Number(started);
  if (!id || !isSystemClickId(id) || !Number.isSafeInteger(startedAt) || startedAt <= 0) return null;
  return { systemClickId: id, startedAt };
}

export function writeVisitCookie(visit: VisitCookie, jar: CookieJar = documentJar): void {
  writeCookie(jar, CLICK_COOKIE, `${visit.systemClickId}.${visit.startedAt}`);
}

/** Counts a new visit; answers how many came before it (countBack) within the 30 days. */
export function countVisit(jar: CookieJar = documentJar): number {
  const before = Number(readCookie(jar, VISITS_COOKIE) ?? "0");
  const earlier = Number.isSafeInteger(before) && before > 0 ? before : 0;
  writeCookie(jar, VISITS_COOKIE, String(earlier + 1), COOKIE_DAYS.attribution);
  return earlier;
}

/**
 * The attribution for the lead record (POST /callback/loan/save-hub-log): clickId is the partner's
 * click id (?cid), plus the visit's systemClickId so the lead can be joined to its visit.
 */
export function readAttribution(jar: CookieJar = documentJar): Attribution & { systemClickId: string | null } {
  return { ...toAttribution(storedParams(jar)), systemClickId: readVisitCookie(jar)?.systemClickId ?? null };
}
