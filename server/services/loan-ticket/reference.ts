import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Banks, branches, provinces, districts and wards for the details step (sample reference data). */

export async function listBanks(db: Kysely<DB>) {
  const rows = await db.selectFrom("banks").selectAll().orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, shortName: row.short_name }));
}

export async function listBranches(db: Kysely<DB>, bankId: number) {
  const rows = await db.selectFrom("bank_branches").selectAll().where("bank_id", "=", bankId).orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, bankId: row.bank_id, name: row.name }));
}

export async function listProvinces(db: Kysely<DB>) {
  const rows = await db.selectFrom("provinces").select(["code", "province_name"]).orderBy("code").execute();
  return rows.map((row) => ({ code: String(row.code), name: row.province_name }));
}

export async function listDistricts(db: Kysely<DB>, provinceCode: string) {
  const code = Number(provinceCode);
  if (!Number.isSafeInteger(code) || code > 2_147_483_647) return [];
  const rows = await db
    .selectFrom("districts")
    .select(["code", "name"])
    .where("province_code", "=", code)
    .orderBy("code")
    .execute();
  return rows.map((row) => ({ code: row.code, name: row.name }));
}

export async function listWards(db: Kysely<DB>, districtCode: string) {
  const rows = await db
    .selectFrom("wards")
    .select(["code", "name"])
    .where("district_code", "=", districtCode)
    .orderBy("code")
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

/** The ward lies in the district, which lies in the province. */
export async function areaIsConsistent(
  db: Kysely<DB>,
  area: { provinceCode: string; districtCode: string; wardCode: string },
): Promise<boolean> {
  const province = Number(area.provinceCode);
  if (!Number.isSafeInteger(province) || province > 2_147_483_647) return false;
  const row = await db
    .selectFrom("wards")
    .innerJoin("districts", "districts.code", "wards.district_code")
    .select("wards.code")
    .where("wards.code", "=", area.wardCode)
    .where("districts.code", "=", area.districtCode)
    .where("districts.province_code", "=", province)
    .executeTakeFirst();
  return row !== undefined;
}
