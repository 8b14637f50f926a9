import { SCORE } from "./constants";

export type ScoreOutcome = "firstPartner" | "secondPartner" | "regret";
export type ScoreBarColor = "green" | "blue" | "red";

/** 58 or more: first partner; 44 to below 58: second partner; below 44: regret. */
export function outcomeForScore(score: number): ScoreOutcome {
  if (score >= SCORE.firstPartner) return "firstPartner";
  if (score >= SCORE.secondPartner) return "secondPartner";
  return "regret";
}

/** Green at 79 and above, blue at 58 and above, red below. */
export function scoreBarColor(score: number): ScoreBarColor {
  if (score >= SCORE.veryGood) return "green";
  if (score >= SCORE.firstPartner) return "blue";
  return "red";
}

/** At 79 or more the funnel adds 'Điểm tín nhiệm của bạn đang rất tốt.' */
export function isVeryGoodScore(score: number): boolean {
  return score >= SCORE.veryGood;
}

/** A whole score between 0 and 100; anything that is not a finite number counts as 0. */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(SCORE.max, Math.max(0, Math.round(score)));
}
