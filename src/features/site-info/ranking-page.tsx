import { Link } from "@tanstack/react-router";
import { SCORE } from "../../domain/constants";
import { type MessageKey, t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { AGE_POINTS, ANSWER_TABLES } from "./scorecard-table";
import { SiteInfoLinks } from "./site-info-links";
import "./site-info.css";

function PointsTable({ title, rows }: { title: MessageKey; rows: ReadonlyArray<readonly [string, number]> }) {
  return (
    <table className="site-info-points">
      <caption>{t(title)}</caption>
      <thead>
        <tr>
          <th scope="col">{t("ranking_score_col_answer")}</th>
          <th scope="col">{t("ranking_score_col_points")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([answer, points]) => (
          <tr key={answer}>
            <th scope="row">{answer}</th>
            <td>{t("ranking_score_points", { points })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /cach-chung-toi-xep-hang: the default card order, the scorecard, and how we earn (commission). */
export function RankingPage() {
  useDocumentTitle(t("ranking_page_title"), t("meta_ranking"));
  const ageRows = AGE_POINTS.map((band) => [t("ranking_score_age_band", band), band.points] as const);
  return (
    <div className="page container site-info">
      <h1>{t("ranking_page_title")}</h1>
      <section aria-labelledby="ranking-money">
        <h2 id="ranking-money">{t("ranking_money_title")}</h2>
        <p>{t("ranking_money_commission")}</p>
        <p>
          <strong>{t("ranking_money_no_influence")}</strong>
        </p>
        <p>{t("ranking_money_costs")}</p>
      </section>
      <section aria-labelledby="ranking-score">
        <h2 id="ranking-score">{t("ranking_score_title")}</h2>
        <p>{t("ranking_score_intro", { initial: SCORE.initial })}</p>
        <div className="site-info-tables">
          <PointsTable title="ranking_score_age" rows={ageRows} />
          {ANSWER_TABLES.map((table) => (
            <PointsTable key={table.title} title={table.title} rows={table.rows} />
          ))}
        </div>
        <p>
          {t("ranking_score_outcome", {
            first: SCORE.firstPartner,
            second: SCORE.secondPartner,
            firstBelow: SCORE.firstPartner - 1,
            veryGood: SCORE.veryGood,
          })}
        </p>
        <p>{t("ranking_score_not_decision")}</p>
      </section>
      <section aria-labelledby="ranking-cards">
        <h2 id="ranking-cards">{t("ranking_cards_title")}</h2>
        <p>{t("ranking_cards_default")}</p>
        <p>{t("ranking_cards_other")}</p>
        <p>{t("ranking_cards_odds", { lowScore: SCORE.secondPartner })}</p>
        <p>
          <Link to="/the-tin-dung">{t("tab_card")}</Link>
        </p>
      </section>
      <SiteInfoLinks />
    </div>
  );
}
