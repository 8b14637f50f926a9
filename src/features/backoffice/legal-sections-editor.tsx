import { t } from "../../i18n/t";
import type { PartForm, SectionForm } from "./legal-text";

/** One heading and its text (a section's own, or one of its articles). */
function PartFields({
  id,
  part,
  headingLabel,
  onChange,
}: {
  id: string;
  part: PartForm;
  headingLabel: string;
  onChange(part: PartForm): void;
}) {
  return (
    <>
      <label htmlFor={`${id}-heading`}>{headingLabel}</label>
      <input
        id={`${id}-heading`}
        value={part.heading}
        onChange={(e) => onChange({ ...part, heading: e.target.value })}
      />
      <label htmlFor={`${id}-text`}>{t("bo_legal_text")}</label>
      <textarea
        id={`${id}-text`}
        rows={6}
        value={part.text}
        onChange={(e) => onChange({ ...part, text: e.target.value })}
      />
    </>
  );
}

const replaced = <T,>(list: readonly T[], index: number, item: T) => list.map((old, i) => (i === index ? item : old));
const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);
const EMPTY_PART: PartForm = { anchor: "", heading: "", text: "" };

/**
 * The plain structured editor of a version's text: its sections, each a heading and its text, with
 * the articles under it (heading and text); sections and articles may be added and removed.
 */
export function LegalSectionsEditor({
  sections,
  onChange,
}: {
  sections: readonly SectionForm[];
  onChange(sections: SectionForm[]): void;
}) {
  return (
    <div className="bo-legal-sections">
      {sections.map((section, index) => {
        const change = (next: SectionForm) => onChange(replaced(sections, index, next));
        return (
          // Parts have no identity of their own before they are saved: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place, never reordered
          <fieldset key={index} className="bo-legal-section">
            <legend>{t("bo_legal_section", { n: index + 1 })}</legend>
            <PartFields
              id={`legal-s${index}`}
              part={section}
              headingLabel={t("bo_legal_heading")}
              onChange={(part) => change({ ...section, ...part })}
            />
            {section.articles.map((article, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <fieldset key={at} className="bo-legal-article">
                <legend>{t("bo_legal_article", { n: at + 1 })}</legend>
                <PartFields
                  id={`legal-s${index}-a${at}`}
                  part={article}
                  headingLabel={t("bo_legal_article_heading")}
                  onChange={(part) => change({ ...section, articles: replaced(section.articles, at, part) })}
                />
                <button
                  type="button"
                  className="bo-link"
                  onClick={() => change({ ...section, articles: without(section.articles, at) })}
                >
                  {t("bo_legal_remove_article")}
                </button>
              </fieldset>
            ))}
            <p className="bo-row-actions">
              <button
                type="button"
                className="bo-link"
                onClick={() => change({ ...section, articles: [...section.articles, EMPTY_PART] })}
              >
                {t("bo_legal_add_article")}
              </button>
              <button type="button" className="bo-link" onClick={() => onChange(without(sections, index))}>
                {t("bo_legal_remove_section")}
              </button>
            </p>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="bo-link"
        onClick={() => onChange([...sections, { ...EMPTY_PART, articles: [] }])}
      >
        {t("bo_legal_add_section")}
      </button>
    </div>
  );
}
