import { SCORE } from "./constants";
import { MAX_POINTS, SCORE_ATTRIBUTES, type ScoreAttribute } from "./score-table";

/** How far a score is from final while the funnel's questions are still open. */
export interface ScoreProgress {
  /** True while at least one scored question is unanswered: the score is still being built. */
  provisional: boolean;
  questionsLeft: number;
  /** The most points the open questions can still add (from the scorecard's best answers). */
  pointsLeft: number;
  /** The highest total still within reach: score + pointsLeft, capped at 100. */
  reachable: number;
}

/**
 * The score so far and what the open questions can still add. Each unanswered attribute can add at
 * most its best answer in the scorecard (age 15, income 32, housing 20, marital 14, dependents 14),
 * so at step 4 (nothing answered) 95 points are open, and 5 + 95 = 100.
 */
export function scoreProgress(score: number, answered: readonly ScoreAttribute[]): ScoreProgress {
  const open = SCORE_ATTRIBUTES.filter((attribute) => !answered.includes(attribute));
  const pointsLeft = open.reduce((sum, attribute) => sum + MAX_POINTS[attribute], 0);
  return {
    provisional: open.length > 0,
    questionsLeft: open.length,
    pointsLeft,
    reachable: Math.min(SCORE.max, score + pointsLeft),
  };
}

/**
 * The attributes already scored when the funnel shows `step` (4-8): those of the steps before it
 * (step 4 asks the ID, whose age scores; steps 5-8 income, housing, marital, dependents). Back clears
 * the answers from the step returned to onward, so the step alone tells which are in.
 */
export function answeredBeforeStep(step: number): ScoreAttribute[] {
  const asked = Math.max(0, Math.min(SCORE_ATTRIBUTES.length, step - 4));
  return SCORE_ATTRIBUTES.slice(0, asked);
}
