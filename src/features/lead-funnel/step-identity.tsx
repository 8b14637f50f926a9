import type { LeadFunnelContext } from "../../../machines/lead-funnel/types";
import { AGE, FIELD_LENGTH } from "../../domain/constants";
import { birthYearFromNationalId, genderFromNationalId, isValidNationalId } from "../../domain/national-id";
import { t } from "../../i18n/t";
import { identityErrors } from "./funnel-selectors";
import { TextField } from "./text-field";
import type { FunnelEvents } from "./use-funnel-events";

/**
 * Step 4: full name and national ID; gender and birth year read from a valid ID are shown back, and an
 * age outside 18-60 (the machine's `ageOutOfRange`) names the rule under the ID (issue 33).
 */
export function StepIdentity({
  context,
  events,
  ageOutOfRange,
}: {
  context: LeadFunnelContext;
  events: FunnelEvents;
  ageOutOfRange: boolean;
}) {
  const { form } = context;
  const errors = identityErrors(context);
  const derived = isValidNationalId(form.nationalId)
    ? { gender: genderFromNationalId(form.nationalId), year: birthYearFromNationalId(form.nationalId) }
    : null;
  return (
    <div className="funnel-fields">
      <TextField
        label={t("full_name_label")}
        autoComplete="name"
        placeholder={t("full_name_placeholder")}
        maxLength={FIELD_LENGTH.nameInput}
        value={form.name}
        onChange={events.changeName}
        onBlur={() => events.touch("name")}
        error={errors.name}
        required
      />
      <TextField
        label={t("national_id_label")}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t("national_id_placeholder")}
        maxLength={FIELD_LENGTH.nationalId}
        value={form.nationalId}
        onChange={events.changeNationalId}
        onBlur={() => events.touch("nationalId")}
        error={errors.nationalId}
        required
      />
      {derived && (
        <p className="muted funnel-derived" aria-live="polite">
          {t("funnel_identity_derived", { gender: derived.gender ?? "", year: derived.year ?? "" })}
        </p>
      )}
      {ageOutOfRange && (
        <p className="field-error funnel-age-rule" role="alert">
          {t("funnel_age_rule", { min: AGE.min, max: AGE.max })}
        </p>
      )}
    </div>
  );
}
