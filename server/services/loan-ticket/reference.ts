import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/**
 * Banks, branches, provinces and wards for the details step. Banks, provinces and wards are real
 * (docs/decisions/012-administrative-map-2025.md); branches are sample data. Since 1 July 2025
 * there is no district level: wards hang off their province, and the district call of old
 * callers answers an empty list.
 */

export async function listBanks(db: Kysely<DB>) {
  const rows = await db.selectFrom("banks").selectAll().orderBy("short_name").execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    shortName: row.short_name,
    bin: row.bin,
    swiftCode: row.swift_code,
  }));
}

export async function listBranches(db: Kysely<DB>, bankId: number) {
  const rows = await db.selectFrom("bank_branches").selectAll().where("bank_id", "=", bankId).orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, bankId: row.bank_id, name: row.name }));
}

export async function listProvinces(db: Kysely<DB>) {
  const rows = await db.selectFrom("provinces").select(["code", "province_name"]).orderBy("code").execute();
  return rows.map((row) => ({ code: String(row.code), name: row.province_name }));
}

/** No districts since 1 July 2025: the call stays for old callers and answers an empty list. */
export async function listDistricts(): Promise<{ code: string; name: string }[]> {
  return [];
}

const provinceNumber = (provinceCode: string): number | null => {
  const code = Number(provinceCode);
  return Number.isSafeInteger(code) && code <= 2_147_483_647 ? code : null;
};

/** The wards and communes of one province, by name. */
export async function listWards(db: Kysely<DB>, provinceCode: string) {
  const province = provinceNumber(provinceCode);
  if (province === null) return [];
  const rows = await db
    .selectFrom("wards")
    .select(["code", "name"])
    .where("province_code", "=", province)
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ code: row.code, name: row.name }));
}

/** The branch belongs to the bank. */
export async function branchOfBank(db: Kysely<DB>, bankId: number, branchId: number): Promise<boolean> {
  const row = await db
    .selectFrom("bank_branches")
    .select("id")
    .where("id", "=", branchId)
    .where("bank_id", "=", bankId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ward lies in the province (a district code, sent by old callers, is not looked at). */
export async function areaIsConsistent(
  db: Kysely<DB>,
  area: { provinceCode: string; wardCode: string },
): Promise<boolean> {
  const province = provinceNumber(area.provinceCode);
  if (province === null) return false;
  const row = await db
    .selectFrom("wards")
    .select("code")
    .where("code", "=", area.wardCode)
    .where("province_code", "=", province)
    .executeTakeFirst();
  return row !== undefined;
}
