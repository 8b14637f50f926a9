import { type ComponentType, createContext, useContext } from "react";
import { AltchaBotCheck } from "./altcha-bot-check";

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

/**
 * The bot-check widget (the funnel's contact step, sign-in, forgotten password, data deletion): the
 * self-hosted ALTCHA widget, whose challenge fetcher the app provides (ChallengeFetcherContext); stories
 * and tests provide a stand-in through this context (no proof of work in jsdom).
 */
export const BotCheckContext = createContext<BotCheckComponent>(AltchaBotCheck);

export function BotCheck(props: BotCheckProps) {
  const Widget = useContext(BotCheckContext);
  return <Widget {...props} />;
}
