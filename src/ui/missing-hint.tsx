import { t } from "../i18n/t";
import "./missing-hint.css";

/**
 * Under a disabled submit button: what is still missing, in the order of the form (issue 33). Nothing
 * when nothing is missing; the button points at it with aria-describedby.
 */
export function MissingHint({ id, items }: { id: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <p id={id} className="missing-hint" aria-live="polite">
      {t("missing_hint", { items: items.join(", ") })}
    </p>
  );
}
