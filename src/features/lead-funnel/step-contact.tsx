import { useId } from "react";
import type { LeadFunnelContext } from "../../../machines/lead-funnel/types";
import { FIELD_LENGTH } from "../../domain/constants";
import { t } from "../../i18n/t";
import { BotCheck } from "../../ui/bot-check";
import { ConsentText } from "./consent-text";
import { contactErrors } from "./funnel-selectors";
import { TextField } from "./text-field";
import { useAccountPhone } from "./use-account-phone";
import type { FunnelEvents } from "./use-funnel-events";

/** Step 2: phone, optional e-mail, consent and the bot check; each message shows once its field is touched. */
export function StepContact({ context, events }: { context: LeadFunnelContext; events: FunnelEvents }) {
  const { form } = context;
  const errors = contactErrors(context);
  const agreeId = useId();
  const captchaErrorId = useId();
  const accountPhone = useAccountPhone(form.phone, events.changePhone);
  return (
    <div className="funnel-fields">
      <TextField
        label={t("phone_label")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t("phone_placeholder")}
        maxLength={FIELD_LENGTH.phone}
        value={form.phone}
        onChange={events.changePhone}
        onBlur={() => events.touch("phone")}
        error={errors.phone}
        hint={accountPhone !== null && form.phone === accountPhone ? t("funnel_phone_from_account") : undefined}
        reserveError
        required
      />
      <TextField
        label={t("email_label")}
        type="email"
        autoComplete="email"
        placeholder={t("email_placeholder")}
        maxLength={FIELD_LENGTH.emailInput}
        value={form.email}
        onChange={events.changeEmail}
        onBlur={() => events.touch("email")}
        error={errors.email}
        reserveError
      />
      <div className="field funnel-consent">
        <label className="funnel-checkbox">
          <input
            type="checkbox"
            checked={form.agreeChecked}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? agreeId : undefined}
            onChange={(event) => events.changeAgree(event.target.checked)}
          />
          <ConsentText />
        </label>
        {errors.agree && (
          <p id={agreeId} className="field-error">
            {errors.agree}
          </p>
        )}
      </div>
      <fieldset className="field funnel-bot-check">
        <legend className="sr-only">{t("funnel_captcha_label")}</legend>
        <BotCheck
          verified={form.captchaResponse !== ""}
          onVerify={events.verifyCaptcha}
          onExpire={events.expireCaptcha}
          describedBy={errors.captcha ? captchaErrorId : undefined}
        />
        {errors.captcha && (
          <p id={captchaErrorId} className="field-error">
            {errors.captcha}
          </p>
        )}
      </fieldset>
    </div>
  );
}
