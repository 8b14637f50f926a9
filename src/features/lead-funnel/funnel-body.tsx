import { useEffect } from "react";
import { DEPENDENTS_OPTIONS, HOUSING_OPTIONS, INCOME_OPTIONS, MARITAL_OPTIONS } from "../../domain/options";
import { isVeryGoodScore } from "../../domain/score-outcome";
import { t } from "../../i18n/t";
import { ChoiceList } from "../../ui/choice-list";
import { deferredScreen } from "./deferred-screen";
import { StepLoan } from "./step-loan";
import type { FunnelEvents } from "./use-funnel-events";
import type { FunnelView } from "./use-funnel-view";

// Step 1 (the prerendered, hydrated screen) is eager; the later screens come in chunks of their own,
// fetched when the funnel reaches them, so / loads none of them before it is interactive.
const contact = deferredScreen(() => import("./step-contact").then((m) => m.StepContact));
const otp = deferredScreen(() => import("../../ui/otp-panel").then((m) => m.OtpPanel));
const identity = deferredScreen(() => import("./step-identity").then((m) => m.StepIdentity));
const result = deferredScreen(() => import("./result-screen").then((m) => m.ResultScreen));
const blacklist = deferredScreen(() => import("./blacklist-screen").then((m) => m.BlacklistScreen));
const StepContact = contact.Screen;
const OtpPanel = otp.Screen;
const StepIdentity = identity.Screen;
const ResultScreen = result.Screen;
const BlacklistScreen = blacklist.Screen;
/**
 * Fetches every later screen ahead, so none waits for its chunk when it comes: once the form is past
 * step 1, and before a story shows one (stories/lead-funnel).
 */
export const preloadLaterScreens = () =>
  Promise.all([
    ...[contact, otp, identity, result, blacklist].map((screen) => screen.preload()),
    // the funnel's API calls (create-funnel-machine.ts), before its first one
    import("./funnel-services"),
  ]);

interface FunnelBodyProps {
  view: FunnelView;
  events: FunnelEvents;
  /** The choice steps' lists: labelled by the screen's heading, off while the score notice is open. */
  choice: { labelledBy: string; disabled: boolean };
}

/** The body of the lead form's current screen (the heading and the actions are the view's). */
export function FunnelBody({ view, events, choice }: FunnelBodyProps) {
  const { context, screen } = view;
  useEffect(() => {
    if (screen !== "step1") void preloadLaterScreens();
  }, [screen]);
  switch (screen) {
    case "step1":
      return <StepLoan amount={context.form.amount} month={context.form.month} events={events} />;
    case "step2":
      return <StepContact context={context} events={events} />;
    case "step3":
      return view.otp ? <OtpPanel actorRef={view.otp} /> : null;
    case "step4":
      return <StepIdentity context={context} events={events} ageOutOfRange={view.ageOutOfRange} />;
    case "step5":
      return (
        <ChoiceList {...choice} options={INCOME_OPTIONS} value={context.form.income} onChoose={events.chooseIncome} />
      );
    case "step6":
      return (
        <ChoiceList
          {...choice}
          options={HOUSING_OPTIONS}
          value={context.form.houseOwnership}
          onChoose={events.chooseHousing}
        />
      );
    case "step7":
      return (
        <ChoiceList
          {...choice}
          options={MARITAL_OPTIONS}
          value={context.form.maritalStatus}
          onChoose={events.chooseMarital}
        />
      );
    case "step8":
      return (
        <>
          <ChoiceList
            {...choice}
            options={DEPENDENTS_OPTIONS}
            value={context.form.dependents}
            onChoose={events.chooseDependents}
          />
          {isVeryGoodScore(context.totalScore) && <p className="funnel-very-good">{t("score_very_good")}</p>}
        </>
      );
    case "loading":
      return (
        <div className="funnel-loading" role="status">
          <span className="funnel-spinner" aria-hidden="true" />
          <p>{t("loading_text")}</p>
        </div>
      );
    case "result":
      return (
        <ResultScreen
          context={context}
          events={events}
          canSubmitPassword={view.canSubmitPassword}
          savingPassword={view.passwordSaving}
        />
      );
    case "blacklist":
      return <BlacklistScreen context={context} events={events} />;
  }
}
