import { t } from "../../i18n/t";

/** The loan lead form (placeholder until the funnel lands). */
export function LeadForm() {
  return <p className="muted">{t("under_construction")}</p>;
}
