import { Banks } from "vietnam-qr-pay";

/**
 * Reference data of the loan-ticket flow. Banks: the full Vietnamese list with BIN, short name and
 * SWIFT code as shipped by the `vietnam-qr-pay` package (MIT licence, 62 entries; the 2 marked
 * deprecated, LienVietPostBank and Ocean Bank, are the old names of LPBank and MBV and are left
 * out). Branches are SAMPLE data. Provinces and wards: ../areas/ (the 2025 map, real data).
 */

/**
 * Our stable id of each bank, by the package's bank code. The first six keep the ids of the old
 * sample list so saved drafts still name the same bank. A bank the package adds without an id here
 * makes the seed fail, so a package update is looked at before it changes the list.
 */
// biome-ignore format: a reference table reads better in rows
export const BANK_IDS: Readonly<Record<string, number>> = {
  VCB: 1, CTG: 2, BID: 3, AGRIBANK: 4, TCB: 5, MBB: 6,
  ABB: 7, ACB: 8, BAB: 9, BAOVIETBANK: 10, BVB: 11, BIDC: 12, CAKE: 13, VNCB: 14, CIMB: 15, COOPBANK: 16,
  DBS: 17, DONGABANK: 18, EIB: 19, GPBANK: 20, HDB: 21, HLB: 22, HSBC: 23, IBKHCM: 24, IBKHN: 25, IVB: 26,
  KBANK: 27, KLB: 28, KBHCM: 29, KBHN: 30, LPB: 31, LIOBANK: 32, MBV: 33, MSB: 34, NAB: 35, NVB: 36,
  NONGHYUP: 37, OCB: 38, PGB: 39, PBVN: 40, PVCOMBANK: 41, STB: 42, SGB: 43, SCB: 44, SSB: 45, SHB: 46,
  SVB: 47, SC: 48, TIMO: 49, TPB: 50, UBANK: 51, UOB: 52, VIB: 53, VAB: 54, VBB: 55, VIKKI: 56, VPB: 57,
  VRB: 58, WRB: 59, MOMO: 60,
};

export interface BankRow {
  id: number;
  code: string;
  short_name: string;
  name: string;
  bin: string;
  swift_code: string | null;
}

/** The package's current (not deprecated) banks with our ids, ordered by id. */
export function bankRows(): BankRow[] {
  return Banks.filter((bank) => !bank.deprecated)
    .map((bank) => {
      const id = BANK_IDS[bank.code];
      if (id === undefined) throw new Error(`vietnam-qr-pay lists a bank without an id here: ${bank.code}`);
      return {
        id,
        code: bank.code,
        short_name: bank.shortName,
        name: bank.name,
        bin: bank.bin,
        swift_code: bank.swiftCode ?? null,
      };
    })
    .sort((a, b) => a.id - b.id);
}

const BRANCH_CITIES = ["Hà Nội", "Hồ Chí Minh", "Đà Nẵng"] as const;

/** Three SAMPLE branches per bank: id = bank id * 100 + n. */
export const sampleBranches = (banks: readonly BankRow[]) =>
  banks.flatMap((bank) =>
    BRANCH_CITIES.map((city, index) => ({
      id: bank.id * 100 + index + 1,
      bank_id: bank.id,
      name: `${bank.short_name} - Chi nhánh ${city}`,
    })),
  );
