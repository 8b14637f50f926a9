import type { MyData } from "../../../src/contract/my-data";
import { maskPhone } from "../../../src/domain/format";
import type { Deps } from "../../deps";
import { writeAudit } from "../audit/staff-action";
import { listConsents } from "../privacy/consents";
import { collectHoldings } from "../privacy/holdings";
import { listDeletionRequests, listDeliveries, myData } from "../privacy/my-data";
import type { DataSubject } from "../privacy/subject";
import type { StaffActor } from "../staff/actor";

/**
 * A data subject's export for compliance (a request received by hotline or email): the same
 * "Dữ liệu của tôi" document the customer downloads (server/services/privacy/my-data.ts), found by
 * the phone. With an account whose phone was proven, it is that account's document; without one,
 * what the funnel holds for the phone. Seeing it is logged with the reason (not the values).
 */
export async function exportSubject(deps: Deps, actor: StaffActor, phone: string, reason: string): Promise<MyData> {
  const db = deps.database.db;
  const account = await db
    .selectFrom("users")
    .select("id")
    .where("username", "=", phone)
    .where("phone_verified_at", "is not", null)
    .executeTakeFirst();
  const data = account ? await myData(deps, account.id) : null;
  const result = data ?? (await phoneOnly(deps, phone));
  await writeAudit(db, deps.clock.now(), actor, {
    action: "personal-data.export",
    target: `phone:${maskPhone(phone)}`,
    reason,
    after: {
      account: account !== undefined,
      categories: result.categories.map((c) => c.category),
      deliveries: result.deliveries.length,
      consents: result.consents.length,
    },
  });
  return result;
}

async function phoneOnly(deps: Deps, phone: string): Promise<MyData> {
  const db = deps.database.db;
  const tickets = await db
    .selectFrom("loan_tickets")
    .select("code")
    .where("phone", "=", phone)
    .orderBy("created_at")
    .execute();
  const applications = await db
    .selectFrom("loan_applications")
    .select("code")
    .where("phone", "=", phone)
    .orderBy("created_at")
    .execute();
  // No account: user id 0 matches no row (ids start at 1); empty account fields are left out.
  const subject: DataSubject = {
    userId: 0,
    username: "",
    email: null,
    fullName: "",
    createdAt: deps.clock.now(),
    phone,
    ticketCodes: tickets.map((r) => r.code),
    applicationCodes: applications.map((r) => r.code),
  };
  return {
    generatedAt: deps.clock.now().toISOString(),
    categories: await collectHoldings(db, subject),
    deliveries: await listDeliveries(db, subject),
    consents: await listConsents(db, subject),
    deletionRequests: await listDeletionRequests(deps, subject),
  };
}
