import { useId } from "react";
import type { LeadForm, ScorePoints } from "../../../machines/lead-funnel/types";
import { SCORE } from "../../domain/constants";
import { pointsToNextThreshold, scoreTips, scoreTipText, tipsCloseGap } from "../../domain/score-advice";
import { MAX_POINTS, type ScoreAttribute } from "../../domain/score-table";
import { type MessageKey, t } from "../../i18n/t";
import "./score-explained.css";

export interface ScoreExplainedProps {
  score: number;
  /** The points each answer earned, as the server stored them; null: not known (no explanation). */
  points: ScorePoints | null;
  form: Pick<LeadForm, "income" | "houseOwnership" | "maritalStatus" | "dependents">;
}

const ROWS: { attribute: ScoreAttribute; label: MessageKey; answer: keyof ScoreExplainedProps["form"] | null }[] = [
  { attribute: "age", label: "score_explain_age", answer: null },
  { attribute: "income", label: "score_attr_income", answer: "income" },
  { attribute: "housing", label: "score_attr_housing", answer: "houseOwnership" },
  { attribute: "marital", label: "score_attr_marital", answer: "maritalStatus" },
  { attribute: "dependents", label: "score_attr_dependents", answer: "dependents" },
];

/**
 * The result's score explained: the points each answer earned out of its best (the scorecard of
 * decision 004), why the score falls short of the next partner threshold, and two or three ways it
 * could improve (src/domain/score-advice.ts).
 */
export function ScoreExplained({ score, points, form }: ScoreExplainedProps) {
  const titleId = useId();
  if (!points) return null;
  const next = pointsToNextThreshold(score);
  const tips = scoreTips(points);
  const closes = tipsCloseGap(score, tips);
  return (
    <section className="score-explained" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("score_explain_title")}</h3>
      {next && (
        <p className="score-explained-reason">
          {t(next.threshold === SCORE.secondPartner ? "score_reason_regret" : "score_reason_second", next)}
        </p>
      )}
      <table className="score-explained-table">
        <thead>
          <tr>
            <th scope="col">{t("score_explain_answer")}</th>
            <th scope="col">{t("score_explain_points")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("score_explain_base")}</th>
            <td>{points.base}</td>
          </tr>
          {ROWS.map((row) => (
            <tr key={row.attribute}>
              <th scope="row">
                {t(row.label)}
                {row.answer && form[row.answer] && <span className="muted">: {form[row.answer]}</span>}
              </th>
              <td>{t("score_explain_value", { points: points[row.attribute], max: MAX_POINTS[row.attribute] })}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("score_explain_total")}</th>
            <td>{t("score_value", { score, max: SCORE.max })}</td>
          </tr>
        </tfoot>
      </table>
      {tips.length > 0 && (
        <>
          <h4>{t("score_tips_title")}</h4>
          <ul className="score-explained-tips">
            {tips.map((tip) => (
              <li key={tip.kind}>{scoreTipText(tip)}</li>
            ))}
          </ul>
        </>
      )}
      {next && closes === false && (
        <p className="score-explained-gap">
          {t(tips.length > 0 ? "score_tips_not_enough" : "score_tips_none", { missing: next.missing })}
        </p>
      )}
    </section>
  );
}
