import { type ComponentType, createContext, lazy, Suspense, useContext } from "react";
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

const AltchaBotCheck = lazy(() => import("./altcha-bot-check").then((module) => ({ default: module.AltchaBotCheck })));

/**
 * The ALTCHA wrapper, loaded with the first bot check rather than with the home page (issue 16);
 * meanwhile the same loading line the widget shows while its own script loads.
 */
function LazyAltchaBotCheck(props: BotCheckProps) {
  return (
    <Suspense
      fallback={
        <div className="bot-check" aria-describedby={props.describedBy}>
          <div />
          <p className="muted">{t("funnel_captcha_loading")}</p>
        </div>
      }
    >
      <AltchaBotCheck {...props} />
    </Suspense>
  );
}

/**
 * The bot-check widget (the funnel's contact step, sign-in, forgotten password, data deletion): the
 * self-hosted ALTCHA widget, whose challenge fetcher the app provides (ChallengeFetcherContext); stories
 * and tests provide a stand-in through this context (no proof of work in jsdom).
 */
export const BotCheckContext = createContext<BotCheckComponent>(LazyAltchaBotCheck);

export function BotCheck(props: BotCheckProps) {
  const Widget = useContext(BotCheckContext);
  return <Widget {...props} />;
}
