import { type CSSProperties, useId } from "react";
import { SCORE } from "../domain/constants";
import { clampScore, scoreBarColor } from "../domain/score-outcome";
import type { ScoreProgress } from "../domain/score-progress";
import { t } from "../i18n/t";
import "./score-bar.css";

export interface ScoreBarProps {
  score: number;
  max?: number;
  /**
   * 'side': a vertical gauge beside the form; 'mobile': a slim bar above it; 'auto': the side gauge on
   * wide screens and the slim bar below 720 px.
   */
  layout?: "auto" | "side" | "mobile";
  /** A call is updating the score. */
  busy?: boolean;
  /**
   * Questions still open (src/domain/score-progress.ts): while provisional the bar says so, how many
   * questions are left and how many points they can still add, and shades the reachable part.
   */
  progress?: ScoreProgress;
}

const percentOf = (value: number, max: number) => (max > 0 ? Math.min(100, (value / max) * 100) : 0);

/** The credit score out of 100: green at 79 and above, blue at 58 and above, red below. */
export function ScoreBar({ score, max = SCORE.max, layout = "auto", busy = false, progress }: ScoreBarProps) {
  const value = clampScore(score);
  const color = scoreBarColor(value);
  const provisional = progress?.provisional === true;
  const labelId = useId();
  const hintId = useId();
  const fill = {
    "--score-filled": `${percentOf(value, max)}%`,
    "--score-reach": `${percentOf(progress?.reachable ?? value, max)}%`,
  } as CSSProperties;
  return (
    <div
      className={`score-bar score-bar-${layout} score-bar-${color}${provisional ? " score-bar-provisional" : ""}`}
      aria-busy={busy}
    >
      <div className="score-bar-head">
        <span className="score-bar-title">
          <span className="score-bar-label" id={labelId}>
            {t("score_label")}
          </span>
          {provisional && <span className="score-bar-badge">{t("score_provisional")}</span>}
        </span>
        <span className="score-bar-value">{t("score_value", { score: value, max })}</span>
      </div>
      <meter
        className="sr-only"
        min={0}
        max={max}
        value={value}
        aria-labelledby={labelId}
        aria-describedby={provisional ? hintId : undefined}
      />
      <div className="score-bar-track" aria-hidden="true" style={fill}>
        {provisional && <div className="score-bar-reach" />}
        <div className="score-bar-fill" />
      </div>
      {provisional && progress ? (
        <span className="score-bar-progress" id={hintId}>
          {t("score_provisional_left", { questions: progress.questionsLeft, points: progress.pointsLeft })}{" "}
          <span className="score-bar-reach-text">
            {t("score_provisional_reach", { reachable: progress.reachable, max })}
          </span>
        </span>
      ) : (
        <span className="score-bar-hint">{t(progress ? "score_final_hint" : "funnel_score_hint", { max })}</span>
      )}
    </div>
  );
}
