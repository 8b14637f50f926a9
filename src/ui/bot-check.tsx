import { type ComponentType, createContext, useContext } from "react";
import { t } from "../i18n/t";

export interface BotCheckProps {
  /** The machine holds a payload: when it is cleared (reset, used by an OTP request) the widget starts over. */
  verified: boolean;
  onVerify: (payload: string) => void;
  /** The payload expired or the check failed: the machine clears it. */
  onExpire: () => void;
  /** Id of the field's error message, when shown. */
  describedBy?: string;
}

export type BotCheckComponent = ComponentType<BotCheckProps>;

/** Without a provider there is no widget to solve: say so where it would be. */
function NoBotCheck({ describedBy }: BotCheckProps) {
  return (
    <p className="field-error" role="alert" aria-describedby={describedBy}>
      {t("funnel_captcha_unavailable")}
    </p>
  );
}

/**
 * The bot-check widget (the funnel's contact step, sign-in, forgotten password, data deletion). The app
 * provides the self-hosted ALTCHA widget (src/app/app.tsx, createAltchaBotCheck with the API's challenge);
 * stories and tests provide a stand-in through this context (no proof of work in jsdom).
 */
export const BotCheckContext = createContext<BotCheckComponent>(NoBotCheck);

export function BotCheck(props: BotCheckProps) {
  const Widget = useContext(BotCheckContext);
  return <Widget {...props} />;
}
