import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { validatePhone } from "../../domain/validators";
import { activeSessionAtom } from "../../state/session";

/**
 * Step 2 for a signed-in customer (issue 33): the account's username is its phone (0002_users.sql),
 * which the page learnt from the server's session (/auth/session), so the phone field starts with it
 * instead of asking again. Only a prefill: the field stays editable, and SPEC.md section 4 still
 * requires the bot check and the OTP sent to that phone, so the server trusts nothing from here.
 * Filled once per visit of the step, and only while the field is empty. Returns the account's phone.
 */
export function useAccountPhone(phone: string, changePhone: (value: string) => void): string | null {
  const session = useAtomValue(activeSessionAtom);
  const accountPhone = session && validatePhone(session.username) === null ? session.username : null;
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || accountPhone === null || phone !== "") return;
    filled.current = true;
    changePhone(accountPhone);
  }, [accountPhone, phone, changePhone]);
  return accountPhone;
}
