import type { TimelineEvent, TimelineKind } from "../../../src/contract/operator";
import type { Deps } from "../../deps";

/**
 * The timeline of a lead (loan_tickets, LN…) or a loan application (HS…), built from the tables that
 * already record each step: the funnel steps of its visit (tracking_steps), the OTP (otp_codes by
 * subject), the score and its points, the saved lead and its partner, the applications of the lead
 * (eKYC face outcome and scores, the manual-review hold and decision, submission), the partner
 * deliveries (recorded, sent, the status a poll or callback set) and the staff actions of the audit
 * log. Details are facts (numbers, statuses), never a name, phone or ID.
 */

type Stamp = Date | string;
const iso = (at: Stamp) => new Date(at).toISOString();

export interface Timeline {
  code: string;
  kind: "lead" | "application";
  events: TimelineEvent[];
}

export async function timelineOf(deps: Deps, code: string): Promise<Timeline | null> {
  const db = deps.database.db;
  const events: TimelineEvent[] = [];
  const add = (at: Stamp | null | undefined, kind: TimelineKind, detail = "") => {
    if (at) events.push({ at: iso(at), kind, detail });
  };

  const application = await db.selectFrom("loan_applications").selectAll().where("code", "=", code).executeTakeFirst();
  const leadCode = application ? application.owner_funnel_code : code;
  const lead = leadCode
    ? await db.selectFrom("loan_tickets").selectAll().where("code", "=", leadCode).executeTakeFirst()
    : undefined;
  if (!application && !lead) return null;

  if (lead) {
    add(lead.created_at, "lead_created", `${lead.amount} / ${lead.term}`);
    const otps = await db
      .selectFrom("otp_codes")
      .select(["purpose", "issued_at", "consumed_at", "resends", "failed_attempts"])
      .where("subject", "=", lead.code)
      .execute();
    for (const otp of otps) {
      add(otp.issued_at, "otp_sent", `${otp.purpose} · ${otp.resends} · ${otp.failed_attempts}`);
      add(otp.consumed_at, "otp_verified", otp.purpose);
    }
    if (!otps.some((otp) => otp.consumed_at)) add(lead.verified_at, "otp_verified", "");
    const points = lead.score_points ? JSON.stringify(lead.score_points) : "";
    add(lead.scored_at, "scored", `${lead.score ?? ""} ${points}`.trim());
    if (lead.final_scored_at && iso(lead.final_scored_at) !== (lead.scored_at && iso(lead.scored_at)))
      add(lead.final_scored_at, "scored", `${lead.score ?? ""} ${points}`.trim());
    const saved = await db
      .selectFrom("leads")
      .select(["created_at", "status", "score", "outcome_partner_name", "click_id"])
      .where("ticket_code", "=", lead.code)
      .executeTakeFirst();
    if (saved) {
      add(saved.created_at, "lead_saved", `${saved.status} · ${saved.score} · ${saved.outcome_partner_name ?? ""}`);
      if (saved.click_id) {
        const steps = await db
          .selectFrom("tracking_steps")
          .select(["status", "reached_at", "seconds"])
          .where("system_click_id", "=", saved.click_id)
          .execute();
        for (const step of steps) add(step.reached_at, "funnel_step", `${step.status} · ${step.seconds}s`);
      }
    }
  }

  const applications = application
    ? [application]
    : lead
      ? await db.selectFrom("loan_applications").selectAll().where("owner_funnel_code", "=", lead.code).execute()
      : [];
  for (const app of applications) {
    add(app.created_at, "application_created", app.code);
    if (app.face_outcome) {
      const s = app.face_scores;
      add(
        app.updated_at,
        "face_checked",
        `${app.code} · ${app.face_outcome} · ${s?.similarity ?? "-"}/${s?.antispoof ?? "-"}/${s?.liveness ?? "-"}`,
      );
    }
    if (app.manual_review_reason && !app.review_decision)
      add(app.updated_at, "review_held", `${app.code} · ${app.manual_review_reason}`);
    add(app.reviewed_at, "review_decided", `${app.code} · ${app.review_decision ?? ""}`);
    add(app.submitted_at, "application_submitted", `${app.code} · ${app.loan_code ?? ""}`);
  }

  const subjects = [...(lead ? [lead.code] : []), ...applications.map((app) => app.code)];
  const deliveries = await db
    .selectFrom("partner_deliveries as d")
    .innerJoin("partners as p", "p.id", "d.partner_id")
    .select(["d.id", "d.subject_code", "d.status", "d.attempts", "d.created_at", "d.sent_at", "d.updated_at", "p.name"])
    .where("d.subject_code", "in", subjects)
    .execute();
  for (const d of deliveries) {
    add(d.created_at, "delivery_recorded", `#${d.id} ${d.subject_code} → ${d.name}`);
    add(d.sent_at, "delivery_sent", `#${d.id} ${d.name} · ${d.attempts}`);
    if (d.status !== "queued" && d.status !== "sent")
      add(d.updated_at, "delivery_status", `#${d.id} ${d.name} · ${d.status}`);
  }

  const targets = subjects.flatMap((s) => [`lead:${s}`, `application:${s}`]);
  const actions = await db
    .selectFrom("audit_log")
    .select(["at", "action", "staff_email", "target"])
    .where("target", "in", targets)
    .execute();
  for (const a of actions) add(a.at, "staff_action", `${a.action} · ${a.staff_email}`);

  events.sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind));
  return { code, kind: application ? "application" : "lead", events };
}
