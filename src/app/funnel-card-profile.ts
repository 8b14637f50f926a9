import { incomeFromOption } from "../domain/approval-odds";
import { ageFromNationalId } from "../domain/national-id";
import type { FunnelActor, FunnelSession } from "../features/lead-funnel/funnel-session";
import { rememberFunnelProfile } from "../state/card-profile";

/**
 * On reaching its result, the lead funnel leaves the visitor's income band, age and score for the
 * cards' approval odds (src/state/card-profile.ts; issue 18 item 7): once per arrival at the result,
 * nothing identifying (no name, phone or ID number).
 */
function leaveCardProfile(actor: FunnelActor): void {
  let atResult = false;
  const check = () => {
    const snapshot = actor.getSnapshot();
    const now = snapshot.hasTag("result");
    if (now && !atResult) {
      const { form, currentYear, totalScore } = snapshot.context;
      rememberFunnelProfile({
        income: incomeFromOption(form.income),
        age: ageFromNationalId(form.nationalId, currentYear),
        score: totalScore,
      });
    }
    atResult = now;
  };
  actor.subscribe(check);
  check();
}

/** The funnel session whose actors leave the card profile at their result. */
export function withCardProfile(session: FunnelSession): FunnelSession {
  const watched = new WeakSet<FunnelActor>();
  return {
    ...session,
    actor: () => {
      const actor = session.actor();
      if (!watched.has(actor)) {
        watched.add(actor);
        leaveCardProfile(actor);
      }
      return actor;
    },
  };
}
