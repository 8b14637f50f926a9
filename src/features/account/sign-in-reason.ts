import { type MessageKey, t } from "../../i18n/t";

/** The pages that ask for a sign-in, and what the sign-in is for (issue 33: say why). */
const REASONS: Array<[prefix: string, key: MessageKey]> = [
  ["/ho-so-vay", "login_reason_records"],
  ["/dang-ky-vay", "login_reason_wizard"],
  ["/du-lieu-cua-toi", "login_reason_my_data"],
  ["/doi-mat-khau", "login_reason_change_password"],
];

/** Why the login page is shown for `target` (the safe redirect), or null when nothing sent the visitor here. */
export function signInReason(target: string | null): string | null {
  if (target === null || target === "/") return null;
  const path = target.split(/[?#]/)[0] ?? "";
  const found = REASONS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return t(found ? found[1] : "login_reason_other");
}
