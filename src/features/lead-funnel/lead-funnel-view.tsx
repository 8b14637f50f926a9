import { type FormEvent, useEffect, useId, useRef } from "react";
import { outcomeForScore } from "../../domain/score-outcome";
import { answeredBeforeStep, scoreProgress } from "../../domain/score-progress";
import { type MessageKey, t } from "../../i18n/t";
import { MissingHint } from "../../ui/missing-hint";
import { NoticeModal } from "../../ui/notice-modal";
import { ScoreBar } from "../../ui/score-bar";
import { FunnelBody } from "./funnel-body";
import { type FunnelScreen, missingItems, noticeText, showsScoreBar, stepNumber } from "./funnel-selectors";
import type { FunnelActorRef, StepSubmitted } from "./use-funnel-events";
import { useFunnelView } from "./use-funnel-view";
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
  const { view, ...events } = useFunnelView(actorRef);
  const { screen, context, popup, scoreNotice } = view;
  const headingId = useId();
  const missingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const step = stepNumber(screen);

  // A new screen moves the focus to its heading (not on first render: the page keeps its own focus).
  const shownScreen = useRef(screen);
  useEffect(() => {
    if (shownScreen.current === screen) return;
    shownScreen.current = screen;
    heading.current?.focus();
  }, [screen]);

  const submitting = view.busy;
  const title =
    screen === "result"
      ? t(outcomeForScore(context.totalScore) === "regret" ? "result_regret_title" : "result_congratulations")
      : t(TITLES[screen]);
  const nextEvent = NEXT_EVENTS[screen];
  const isForm = nextEvent !== undefined;
  const missing = isForm && !submitting && !view.canSubmitStep ? missingItems(screen, context, view.ageOutOfRange) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nextEvent) events.submitStep(nextEvent);
  };

  const body = (
    <FunnelBody view={view} events={events} choice={{ labelledBy: headingId, disabled: view.scoreNotice }} />
  );

  const actions = (
    <div className="funnel-actions">
      {view.canBack && (
        <button type="button" className="btn btn-secondary" onClick={events.back}>
          {t("back")}
        </button>
      )}
      {isForm && (
        <button
          type="submit"
          className="btn btn-primary"
          disabled={submitting || !view.canSubmitStep}
          aria-busy={submitting}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {submitting ? t("funnel_submitting") : t("continue")}
        </button>
      )}
    </div>
  );
  const hint = <MissingHint id={missingId} items={missing} />;
  const content = (
    <>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="funnel-title">
        {title}
      </h2>
      {body}
      {actions}
      {hint}
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
            <ScoreBar
              score={context.totalScore}
              busy={view.scoring}
              progress={scoreProgress(context.totalScore, answeredBeforeStep(step ?? 4))}
            />
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
