import { validateNewPassword, validatePasswordConfirm } from "../../domain/validators";
import { type MessageKey, t } from "../../i18n/t";

/**
 * The messages under the new-password fields (change password, and the same rules wherever a new
 * password is chosen): shown once a field has something in it, from the domain rules.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): {
  password: string | null;
  confirmation: string | null;
} {
  const text = (key: MessageKey | null) => (key ? t(key) : null);
  return {
    password: password === "" ? null : text(validateNewPassword(password)),
    confirmation: confirmation === "" ? null : text(validatePasswordConfirm(password, confirmation)),
  };
}
