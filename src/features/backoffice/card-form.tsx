import type { FormEvent } from "react";
import { CARD_TYPE } from "../../domain/constants";
import { t } from "../../i18n/t";
import type { CardDraft, TextField } from "./card-form-model";
import "./card-form.css";

/** The card form (the editor's create and edit screens): what it shows is the draft it is given. */
export interface CardFormProps {
  draft: CardDraft;
  isNew: boolean;
  busy: boolean;
  message: string | null;
  notice: string | null;
  onChange: (draft: CardDraft) => void;
  onSubmit: () => void;
}

const CARD_TYPES = [CARD_TYPE.highApproval, CARD_TYPE.onlineSpending, CARD_TYPE.cashWithdrawal] as const;
const LONG: ReadonlySet<TextField> = new Set([
  "overview",
  "features",
  "interestAndFees",
  "cardOpeningGifts",
  "incentivePolicy",
]);
const LINES: ReadonlySet<TextField> = new Set(["interestAndFees", "cardOpeningGifts", "incentivePolicy"]);

const SECTIONS: ReadonlyArray<{
  title: "bo_card_section_main" | "bo_card_section_fees" | "bo_card_section_conditions" | "bo_card_section_content";
  fields: TextField[];
}> = [
  {
    title: "bo_card_section_main",
    fields: ["id", "name", "cardIssuer", "productImage", "imageColor", "affiliateLink", "position", "tag"],
  },
  { title: "bo_card_section_fees", fields: ["annualFee", "annualFeeOffers", "maxAmount", "interestAndFees"] },
  {
    title: "bo_card_section_conditions",
    fields: ["minIncomeConditions", "minAge", "maxAge", "regions", "regionInformation"],
  },
  {
    title: "bo_card_section_content",
    fields: ["gifts", "overview", "features", "cardOpeningGifts", "incentivePolicy"],
  },
];

export function CardForm({ draft, isNew, busy, message, notice, onChange, onSubmit }: CardFormProps) {
  const field = (name: TextField) => {
    const common = {
      id: `card-${name}`,
      value: draft[name],
      onChange: (e: { target: { value: string } }) => onChange({ ...draft, [name]: e.target.value }),
      disabled: busy || (name === "id" && !isNew),
    };
    return (
      <div key={name} className="bo-field">
        <label htmlFor={`card-${name}`}>{t(`bo_card_f_${name}`)}</label>
        {LONG.has(name) ? <textarea rows={4} {...common} /> : <input {...common} />}
        {LINES.has(name) ? <small>{t("bo_card_lines_hint")}</small> : null}
      </div>
    );
  };
  const toggle = (name: "highlight" | "active") => (
    <label className="bo-check">
      <input
        type="checkbox"
        checked={draft[name]}
        disabled={busy}
        onChange={(e) => onChange({ ...draft, [name]: e.target.checked })}
      />
      {t(`bo_card_f_${name}`)}
    </label>
  );
  return (
    <form
      className="bo-form"
      aria-label={isNew ? t("bo_card_new_title") : t("bo_card_edit_title", { name: draft.name })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {SECTIONS.map((section) => (
        <fieldset key={section.title}>
          <legend>{t(section.title)}</legend>
          {section.fields.map(field)}
        </fieldset>
      ))}
      <fieldset>
        <legend>{t("bo_card_f_cardTypes")}</legend>
        {CARD_TYPES.map((type) => (
          <label key={type} className="bo-check">
            <input
              type="checkbox"
              checked={draft.cardTypes.includes(type)}
              disabled={busy}
              onChange={(e) =>
                onChange({
                  ...draft,
                  cardTypes: e.target.checked
                    ? [...draft.cardTypes, type].sort()
                    : draft.cardTypes.filter((x) => x !== type),
                })
              }
            />
            {t(`bo_card_type_${type}`)}
          </label>
        ))}
        {toggle("highlight")}
        {toggle("active")}
      </fieldset>
      {message ? (
        <p className="bo-error" role="alert">
          {message}
        </p>
      ) : null}
      {notice ? (
        <p className="bo-notice" role="status">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="bo-button" disabled={busy}>
        {busy ? t("bo_busy") : isNew ? t("bo_card_create") : t("bo_card_save")}
      </button>
    </form>
  );
}
