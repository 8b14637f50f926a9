import type { Deps } from "../../deps";
import { HOUR_MS, limitRules, peek } from "../rate-limit";

/**
 * How hard the bot check is (issue 30): a solved challenge cost 21 ms of Node, so scripts paid
 * almost nothing per SMS. The work rises with the SMS-sending calls of the last hour, of the
 * caller's address and of everyone (the counters of the SMS tiers, docs/decisions/003-rate-limits.md):
 * whichever is hotter decides. The server picks the counter the solver must reach (deterministic
 * mode), so each level is a range of SHA-256 digests; what a phone pays at each is in 003.
 */
export type CaptchaLevel = "normal" | "raised" | "high";

export const CAPTCHA_LEVELS: Record<CaptchaLevel, { counterMin: number; counterMax: number }> = {
  normal: { counterMin: 5_000, counterMax: 10_000 },
  raised: { counterMin: 30_000, counterMax: 60_000 },
  high: { counterMin: 100_000, counterMax: 200_000 },
};

/** Counts of SMS-sending calls in the last hour from which a level applies (CAPTCHA_* variables). */
export interface CaptchaHeat {
  raisedPerIp: number;
  highPerIp: number;
  raisedGlobal: number;
  highGlobal: number;
}

function levelOf(count: number, raised: number, high: number): CaptchaLevel {
  return count >= high ? "high" : count >= raised ? "raised" : "normal";
}

const RANK: Record<CaptchaLevel, number> = { normal: 0, raised: 1, high: 2 };

/** The level for a challenge asked from `ip` now: two reads, no write. */
export async function captchaLevel(deps: Deps, ip: string): Promise<CaptchaLevel> {
  const heat = deps.config.rateLimits.captchaHeat;
  const [ipRule, , , globalRule] = limitRules.smsSend(deps.config.rateLimits, "", ip);
  if (!ipRule || !globalRule) return "normal";
  const db = deps.database.db;
  const now = deps.clock.now();
  const [byIp, global] = await Promise.all([
    peek(db, ipRule.key, HOUR_MS, now),
    peek(db, globalRule.key, HOUR_MS, now),
  ]);
  const a = levelOf(byIp, heat.raisedPerIp, heat.highPerIp);
  const b = levelOf(global, heat.raisedGlobal, heat.highGlobal);
  return RANK[a] >= RANK[b] ? a : b;
}
