import { t } from "../i18n/t";

/** A short placeholder for a screen that a later piece of work fills in. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section className="page container">
      <h1>{title}</h1>
      <p className="muted">{t("under_construction")}</p>
    </section>
  );
}
