import type { Kysely } from "kysely";
import type { StaffMe } from "../../../src/contract/staff";
import type { DB } from "../../db/schema";

/** What the back-office shows of the signed-in staff member. */
export async function staffMe(db: Kysely<DB>, staffId: number): Promise<StaffMe | null> {
  const row = await db
    .selectFrom("staff")
    .select((eb) => [
      "id",
      "email",
      "full_name",
      "role",
      "totp_secret",
      eb
        .selectFrom("staff_passkeys")
        .select((e) => e.fn.countAll<string>().as("n"))
        .whereRef("staff_passkeys.staff_id", "=", "staff.id")
        .as("passkeys"),
    ])
    .where("id", "=", staffId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    hasTotp: row.totp_secret !== null,
    passkeys: Number(row.passkeys ?? 0),
  };
}
