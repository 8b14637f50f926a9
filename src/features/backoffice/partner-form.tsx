import type { PartnerFacts } from "../../contract/bo-partners";
import { t } from "../../i18n/t";

export interface PartnerFormProps {
  name: string;
  form: PartnerFacts;
  logoUrl: string | null;
  /** A save or an upload is in flight: the fields and buttons wait. */
  saving: boolean;
  onChange(form: PartnerFacts): void;
  onSave(): void;
  onLogo(file: File): void;
  onClose(): void;
}

/** A partner's legal name and licence, and its logo (uploaded on its own as soon as a file is picked). */
export function PartnerForm({ name, form, logoUrl, saving, onChange, onSave, onLogo, onClose }: PartnerFormProps) {
  return (
    <section aria-label={`${t("bo_partner_edit")}: ${name}`}>
      <h2>
        {t("bo_partner_edit")}: {name}
      </h2>
      <form
        className="bo-form"
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <label>
          {t("bo_partner_legal_name")}
          <input
            value={form.legalName}
            disabled={saving}
            onChange={(e) => onChange({ ...form, legalName: e.target.value })}
          />
        </label>
        <label>
          {t("bo_partner_licence")}
          <textarea
            rows={3}
            value={form.licence}
            disabled={saving}
            onChange={(e) => onChange({ ...form, licence: e.target.value })}
          />
        </label>
        <p className="bo-row-actions">
          <button type="submit" className="bo-button" disabled={saving}>
            {saving ? t("bo_partner_saving") : t("bo_partner_save")}
          </button>
          <button type="button" className="bo-link" disabled={saving} onClick={onClose}>
            {t("bo_partner_cancel")}
          </button>
        </p>
      </form>
      <div className="bo-form">
        {logoUrl ? (
          <img className="bo-partner-logo" src={logoUrl} alt={t("partner_logo_alt", { name })} />
        ) : (
          <span className="bo-partner-logo-none">{t("bo_partner_no_logo")}</span>
        )}
        <label>
          {t("bo_partner_logo_pick")}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={saving}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onLogo(file);
              e.target.value = "";
            }}
          />
        </label>
      </div>
    </section>
  );
}
