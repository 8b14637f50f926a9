import { useCallback, useState } from "react";
import { login } from "../../api/accounts";
import { errorMessage } from "../../api/api-error";
import { ACCOUNT_CODE } from "../../contract/accounts";
import { validateLoginPassword, validateLoginUsername } from "../../domain/validators";
import { type MessageKey, t } from "../../i18n/t";
import { forgetRememberedLogin, readRememberedLogin, rememberUsername } from "../../state/remembered-login";
import { signIn } from "../../state/session";

export interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
  /** Shown after a submit: the first failed rule of each field. */
  errors: { username: string | null; password: string | null };
  submitting: boolean;
  /** A refusal or failure, for the 'Thông báo' popup. */
  popup: string | null;
  /**
   * Set after the server asked for the bot check (too many failed sign-ins of the account): its
   * message, shown with the widget; sign-in stays off until the widget is solved.
   */
  botCheckMessage: string | null;
  botCheckPayload: string | null;
}

export interface LoginActions {
  changeUsername: (value: string) => void;
  changePassword: (value: string) => void;
  setRemember: (remember: boolean) => void;
  submit: () => void;
  closePopup: () => void;
  verifyBotCheck: (payload: string) => void;
  expireBotCheck: () => void;
}

const text = (key: MessageKey | null) => (key ? t(key) : null);
const check = (username: string, password: string) => ({
  username: text(validateLoginUsername(username)),
  password: text(validateLoginPassword(password)),
});

/**
 * The login form: its fields, the rules of SPEC.md section 5 checked on submit (then as the fields
 * change), the call, and on success the session plus 'remember me' (the username only, 7 days;
 * unchecked forgets it). The page leaves once the session exists. When the server asks for the bot
 * check (code 214), the next attempts carry the widget's payload.
 */
export function useLoginForm(prefill: { username?: string | undefined }): { form: LoginForm; actions: LoginActions } {
  const [initial] = useState(readRememberedLogin);
  const [username, setUsername] = useState(prefill.username ?? initial.username);
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(initial.remember);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [popup, setPopup] = useState<string | null>(null);
  const [botCheckMessage, setBotCheckMessage] = useState<string | null>(null);
  const [botCheckPayload, setBotCheckPayload] = useState<string | null>(null);

  const submit = useCallback(() => {
    setChecked(true);
    const errors = check(username, password);
    if (errors.username || errors.password || submitting) return;
    if (botCheckMessage !== null && botCheckPayload === null) return;
    const name = username.trim();
    setSubmitting(true);
    // A payload is accepted once: the widget starts over for the next attempt.
    setBotCheckPayload(null);
    void login({ username: name, password, ...(botCheckPayload ? { captchaResponse: botCheckPayload } : {}) })
      .then((answer) => {
        if (answer.code === ACCOUNT_CODE.captchaRequired) {
          setBotCheckMessage(answer.message ?? t("account_login_captcha_required"));
          return;
        }
        if (answer.code !== ACCOUNT_CODE.ok) {
          setPopup(answer.message ?? t("login_failed"));
          return;
        }
        if (remember) rememberUsername(name);
        else forgetRememberedLogin();
        // The session itself is the HttpOnly cookie the answer set; the page keeps display data only.
        const { username: account, params } = answer.data;
        signIn({ username: account, fullName: params.fullName, email: params.email });
      })
      .catch((error: unknown) => setPopup(errorMessage(error)))
      .finally(() => setSubmitting(false));
  }, [username, password, remember, submitting, botCheckMessage, botCheckPayload]);

  const form: LoginForm = {
    username,
    password,
    remember,
    errors: checked ? check(username, password) : { username: null, password: null },
    submitting,
    popup,
    botCheckMessage,
    botCheckPayload,
  };
  const actions: LoginActions = {
    changeUsername: setUsername,
    changePassword: setPassword,
    setRemember,
    submit,
    closePopup: () => setPopup(null),
    verifyBotCheck: setBotCheckPayload,
    expireBotCheck: () => setBotCheckPayload(null),
  };
  return { form, actions };
}
