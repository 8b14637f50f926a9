import { type CSSProperties, useId } from "react";
import { SCORE } from "../domain/constants";
import { clampScore, scoreBarColor } from "../domain/score-outcome";
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
}

/** The credit score out of 100: green at 79 and above, blue at 58 and above, red below. */
export function ScoreBar({ score, max = SCORE.max, layout = "auto", busy = false }: ScoreBarProps) {
  const value = clampScore(score);
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  const color = scoreBarColor(value);
  const labelId = useId();
  return (
    <div className={`score-bar score-bar-${layout} score-bar-${color}`} aria-busy={busy}>
      <div className="score-bar-head">
        <span className="score-bar-label" id={labelId}>
          {t("score_label")}
        </span>
        <span className="score-bar-value">{t("score_value", { score: value, max })}</span>
      </div>
      <meter className="sr-only" min={0} max={max} value={value} aria-labelledby={labelId} />
      <div className="score-bar-track" aria-hidden="true">
        <div className="score-bar-fill" style={{ "--score-filled": `${percent}%` } as CSSProperties} />
      </div>
      <span className="score-bar-hint">{t("funnel_score_hint", { max })}</span>
    </div>
  );
}
