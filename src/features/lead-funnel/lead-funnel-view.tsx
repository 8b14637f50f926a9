import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { DEPENDENTS_OPTIONS, HOUSING_OPTIONS, INCOME_OPTIONS, MARITAL_OPTIONS } from "../../domain/options";
import { isVeryGoodScore, outcomeForScore } from "../../domain/score-outcome";
import { type MessageKey, t } from "../../i18n/t";
import { ChoiceList } from "../../ui/choice-list";
import { NoticeModal } from "../../ui/notice-modal";
import { OtpPanel } from "../../ui/otp-panel";
import { ScoreBar } from "../../ui/score-bar";
import type { OtpActorRef } from "../../ui/use-otp-events";
import { BlacklistScreen } from "./blacklist-screen";
import { type FunnelScreen, noticeText, screenOf, showsScoreBar, stepNumber } from "./funnel-selectors";
import { ResultScreen } from "./result-screen";
import { StepContact } from "./step-contact";
import { StepIdentity } from "./step-identity";
import { StepLoan } from "./step-loan";
import { type FunnelActorRef, type StepSubmitted, useFunnelEvents } from "./use-funnel-events";
import "./lead-funnel.css";

const TITLES: Record<Exclude<FunnelScreen, "result">, MessageKey> = {
  step1: "step_1_title",
  step2: "step_2_title",
  step3: "step_3_title",
  step4: "step_4_title",
  step5: "step_5_title",
  step6: "step_6_title",
  step7: "step_7_title",
  step8: "step_8_title",
  loading: "loading_title",
  blacklist: "blacklist_title",
};
/** Steps whose 'Tiếp tục' submits the step, and what it tells the machine (step 3 confirms with the OTP panel). */
const NEXT_EVENTS: Partial<Record<FunnelScreen, StepSubmitted>> = {
  step1: { type: "amount.confirmed" },
  step2: { type: "contact.submitted" },
  step4: { type: "identity.submitted" },
};

/**
 * The lead form: renders the funnel machine's state and sends its events through named callbacks. Each
 * new screen moves the focus to its heading; Back and 'Tiếp tục' follow `can()`; the score bar shows on
 * steps 4-8; the flow's and the score's popups are 'Thông báo' modals.
 */
export function LeadFunnelView({ actorRef }: { actorRef: FunnelActorRef }) {
  const snapshot = useSelector(actorRef, (state) => state);
  const events = useFunnelEvents(actorRef);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = screenOf(snapshot);
  const step = stepNumber(screen);
  const { context } = snapshot;

  // A new screen moves the focus to its heading (not on first render: the page keeps its own focus).
  const shownScreen = useRef(screen);
  useEffect(() => {
    if (shownScreen.current === screen) return;
    shownScreen.current = screen;
    heading.current?.focus();
  }, [screen]);

  const submitting = snapshot.hasTag("busy");
  const popup = snapshot.hasTag("popup");
  const scoreNotice = snapshot.hasTag("scoreNotice");
  const title =
    screen === "result"
      ? t(outcomeForScore(context.totalScore) === "regret" ? "result_regret_title" : "result_congratulations")
      : t(TITLES[screen]);
  const otpRef = snapshot.children.otp as OtpActorRef | undefined;
  const nextEvent = NEXT_EVENTS[screen];
  const isForm = nextEvent !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nextEvent) events.submitStep(nextEvent);
  };
  const choice = { labelledBy: headingId, disabled: scoreNotice };

  const body = (() => {
    switch (screen) {
      case "step1":
        return <StepLoan amount={context.form.amount} month={context.form.month} events={events} />;
      case "step2":
        return <StepContact context={context} events={events} />;
      case "step3":
        return otpRef ? <OtpPanel actorRef={otpRef} /> : null;
      case "step4":
        return <StepIdentity context={context} events={events} />;
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
            canSubmitPassword={snapshot.can({ type: "password.submit" })}
            savingPassword={snapshot.hasTag("passwordSaving")}
          />
        );
      case "blacklist":
        return <BlacklistScreen context={context} events={events} />;
    }
  })();

  const actions = (
    <div className="funnel-actions">
      {snapshot.can({ type: "step.back" }) && (
        <button type="button" className="btn btn-secondary" onClick={events.back}>
          {t("back")}
        </button>
      )}
      {isForm && (
        <button
          type="submit"
          className="btn btn-primary"
          disabled={submitting || !nextEvent || !snapshot.can(nextEvent)}
          aria-busy={submitting}
        >
          {submitting ? t("funnel_submitting") : t("continue")}
        </button>
      )}
    </div>
  );
  const content = (
    <>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="funnel-title">
        {title}
      </h2>
      {body}
      {actions}
    </>
  );

  return (
    <section className={`funnel funnel-screen-${screen}`} aria-label={t("funnel_form_label")}>
      {step !== null && <p className="funnel-progress">{t("step_progress", { step, total: 8 })}</p>}
      <div className={showsScoreBar(screen) ? "funnel-layout funnel-with-score" : "funnel-layout"}>
        {isForm ? (
          <form className="funnel-main" onSubmit={submit} noValidate>
            {content}
          </form>
        ) : (
          <div className="funnel-main">{content}</div>
        )}
        {showsScoreBar(screen) && (
          <aside className="funnel-score-bar">
            <ScoreBar score={context.totalScore} busy={snapshot.hasTag("scoring")} />
          </aside>
        )}
      </div>
      <NoticeModal open={popup} message={noticeText(context.notice)} onClose={events.closePopup} />
      <NoticeModal
        open={scoreNotice && !popup}
        message={noticeText(context.scoreNotice)}
        onClose={events.closeScoreNotice}
      />
    </section>
  );
}
