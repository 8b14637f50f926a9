import type { Kysely } from "kysely";
import type { DataCategory, DataCategoryHeld, DataField, DataItem } from "../../../src/contract/my-data";
import { DATA_CATEGORIES } from "../../../src/contract/my-data";
import { formatMoney } from "../../../src/domain/format";
import type { DB } from "../../db/schema";
import type { DataSubject } from "./subject";

/** Which category each field belongs to: the order the page and the exports list them in. */
const CATEGORY_OF: Record<DataField, DataCategory> = {
  phone: "contact",
  email: "contact",
  fullName: "contact",
  nationalId: "identity",
  oldIdNumber: "identity",
  dateOfBirth: "identity",
  birthYear: "identity",
  gender: "identity",
  issueDate: "identity",
  idFront: "identity",
  idBack: "identity",
  faceImage: "face",
  bankAccount: "bank",
  postOffice: "bank",
  referencePerson: "reference",
  address: "address",
  permanentAddress: "address",
  city: "address",
  income: "profile",
  job: "profile",
  company: "profile",
  housing: "profile",
  maritalStatus: "profile",
  dependents: "profile",
  loan: "profile",
  score: "profile",
  ip: "device",
  device: "device",
  visit: "device",
};

const iso = (value: Date | string) => new Date(value).toISOString();
const joined = (...parts: Array<string | null | undefined>) =>
  parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join(" · ");

/**
 * What the database holds about the subject, by category: the account, the funnel's tickets and
 * leads, the loan applications (identity, images, details) and the visits tied to the leads.
 * Images are named (which side, when kept), not embedded. Empty values are left out.
 */
export async function collectHoldings(db: Kysely<DB>, subject: DataSubject): Promise<DataCategoryHeld[]> {
  const items: DataItem[] = [];
  const add = (field: DataField, value: string | number | null | undefined, source: string) => {
    const text = value === null || value === undefined ? "" : String(value).trim();
    if (text === "" || items.some((item) => item.field === field && item.value === text && item.source === source))
      return;
    items.push({ field, value: text, source });
  };

  const account = `account:${subject.username}`;
  add("phone", subject.username, account);
  add("email", subject.email, account);
  add("fullName", subject.fullName, account);

  const tickets = subject.ticketCodes.length
    ? await db.selectFrom("loan_tickets").selectAll().where("code", "in", subject.ticketCodes).execute()
    : [];
  for (const ticket of tickets) {
    add("phone", ticket.phone, ticket.code);
    add("email", ticket.email, ticket.code);
    add("fullName", ticket.full_name, ticket.code);
    add("nationalId", ticket.national_id, ticket.code);
    add("income", ticket.income_answer, ticket.code);
    add("housing", ticket.housing_answer, ticket.code);
    add("maritalStatus", ticket.marital_answer, ticket.code);
    add("dependents", ticket.dependents_answer, ticket.code);
    add("loan", joined(formatMoney(ticket.amount), `${ticket.term} tháng`), ticket.code);
    add("score", ticket.score, ticket.code);
    add("ip", ticket.ip, ticket.code);
  }

  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(subject.phone ? [eb("phone", "=", subject.phone)] : []),
        ...(subject.ticketCodes.length ? [eb("ticket_code", "in", subject.ticketCodes)] : []),
        eb.val(false),
      ]),
    )
    .execute();
  for (const lead of leads) {
    add("birthYear", lead.birth_year || null, lead.ticket_code);
    add("gender", lead.gender, lead.ticket_code);
    add("address", joined(lead.address, lead.ward, lead.district), lead.ticket_code);
    add("city", lead.city, lead.ticket_code);
    add("job", lead.job, lead.ticket_code);
    add("score", lead.score, lead.ticket_code);
    add("company", joined(lead.company, lead.company_address), lead.ticket_code);
    add("ip", lead.ip, lead.ticket_code);
  }

  const clickIds = leads.flatMap((lead) => (lead.click_id ? [lead.click_id] : []));
  const visits = clickIds.length
    ? await db
        .selectFrom("tracking_visits")
        .select(["pub_click_id", "ip_address", "browser", "operating_system", "first_seen_at", "utm_source"])
        .where("pub_click_id", "in", clickIds)
        .orderBy("first_seen_at")
        .execute()
    : [];
  for (const visit of visits) {
    const source = `visit:${visit.pub_click_id ?? ""}`;
    add("ip", visit.ip_address, source);
    add("device", joined(visit.browser, visit.operating_system), source);
    add("visit", joined(iso(visit.first_seen_at), visit.utm_source), source);
  }

  const applications = subject.applicationCodes.length
    ? await db.selectFrom("loan_applications").selectAll().where("code", "in", subject.applicationCodes).execute()
    : [];
  const files = subject.applicationCodes.length
    ? await db
        .selectFrom("loan_application_files")
        .select(["application_code", "kind", "created_at"])
        .where("application_code", "in", subject.applicationCodes)
        .where("kind", "in", ["front", "back", "face"])
        .orderBy("created_at")
        .execute()
    : [];
  for (const app of applications) {
    const identity = app.identity ?? app.data.identity ?? null;
    add("phone", app.phone, app.code);
    add("nationalId", identity?.idNumber, app.code);
    add("oldIdNumber", identity?.oldIdNumber, app.code);
    add("fullName", identity?.fullName, app.code);
    add("dateOfBirth", identity?.dateOfBirth, app.code);
    add("gender", identity?.gender, app.code);
    add("issueDate", identity?.issueDate, app.code);
    add("permanentAddress", identity?.address, app.code);
    add("email", app.contract_email, app.code);
    if (app.amount !== null && app.term !== null)
      add("loan", joined(formatMoney(app.amount), `${app.term} tháng`), app.code);
    const details = app.details;
    const draft = app.data.details ?? null;
    if (details) {
      const pay = details.disbursement;
      add(
        pay.paymentType === "bank" ? "bankAccount" : "postOffice",
        pay.paymentType === "bank"
          ? joined(pay.accountNumber, pay.accountHolder)
          : joined(pay.postOfficeName, pay.postHolder),
        app.code,
      );
      const ref = details.reference;
      add("referencePerson", joined(ref.relationship, ref.fullName, ref.phone, ref.email), app.code);
      add("address", details.address, app.code);
    } else if (draft) {
      add("bankAccount", joined(draft.accountNumber, draft.accountHolder), app.code);
      add("postOffice", joined(draft.postOfficeName, draft.postHolder), app.code);
      add(
        "referencePerson",
        joined(draft.referenceRelationship, draft.referenceName, draft.referencePhone, draft.referenceEmail),
        app.code,
      );
      add("address", draft.address, app.code);
    }
  }
  const imageField = { front: "idFront", back: "idBack", face: "faceImage" } as const;
  for (const file of files) {
    if (file.kind === "contract") continue;
    add(imageField[file.kind], iso(file.created_at), file.application_code);
  }

  return DATA_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => CATEGORY_OF[item.field] === category),
  }));
}
