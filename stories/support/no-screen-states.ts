/**
 * Leaf states of the machines that have no screen of their own, so no story rests in them, each with
 * the reason. Every other leaf state of machines/*\/machine.ts must be declared by a story
 * (`parameters.state`); tests/stories/state-coverage.test.ts fails otherwise, and also when an
 * entry here no longer names a leaf state.
 */
export const NO_SCREEN: Record<string, string> = {
  "staffSignIn.done": "back-office sign-in: final; the app navigates to /quan-tri at once",
  // The inactivity machine watches the whole app; it draws nothing itself.
  "inactivity.tracking.autosave.waiting": "inactivity: a timer that saves the draft; nothing on screen",
  "inactivity.tracking.idle.watching": "inactivity: counts idle time behind whatever page is open",
  "inactivity.closing": "inactivity: the app ends the session and navigates; no screen of its own",
  "inactivity.stopped": "inactivity: final; the page that follows is drawn by its own feature",

  "otp.session.live.clock.running":
    "OTP: the countdown region, always active beside an entry state; shown by every entry story's timer",
  "otp.verified": "OTP: final; the parent machine moves to its next screen at once",
  "otp.abandoned": "OTP: final; the parent machine leaves (home or the request screen) at once",

  "passwordReset.routing": "password reset: transient, picks the stage from the address at once",
  "passwordReset.finished": "password reset: final; the app navigates to the login page",
  "passwordReset.left": "password reset: final; the app navigates away",

  "ekyc.routing": "eKYC: transient, resumes the saved step at once",
  "ekyc.review.accepted": "eKYC: transient, goes on to the face step or ends at once",
  "ekyc.front.accepted": "eKYC: transient, goes on to the back (citizen ID card) or the review at once",
  "loanTicket.routing": "loan ticket: transient, starts the wizard at the saved draft's step at once",
  "ekyc.done": "eKYC: final; the loan ticket moves to its next step at once",

  "leadFunnel.score.idle": "lead funnel: the background scoring region; it draws nothing",
  "leadFunnel.score.waiting": "lead funnel: the background scoring region (debounce); it draws nothing",
  "leadFunnel.score.requesting": "lead funnel: the background scoring region (a call in flight); it draws nothing",
  "leadFunnel.score.failed": "lead funnel: the background scoring region (a failed call is dropped); it draws nothing",
  "leadFunnel.flow.loading.timer.running":
    "lead funnel: the loading screen's minimum-duration timer; the screen is the loading work's",
  "leadFunnel.flow.loading.timer.elapsed": "lead funnel: final of the loading timer region; nothing of its own",
  "leadFunnel.flow.loading.work.saved":
    "lead funnel: final of the loading work region; the loading screen waits for the others",
  "leadFunnel.flow.loading.offers.done":
    "lead funnel: final of the offers region; the loading screen waits for the others",

  "loanTicket.left": "loan ticket: final; the app navigates away",
};
