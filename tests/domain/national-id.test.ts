import { describe, expect, it } from "vitest";
import {
  ageFromNationalId,
  birthYearFromNationalId,
  genderFromNationalId,
  isEligibleAge,
  isEligibleAgeAlt,
  isValidBirthYearAlt,
  isValidNationalId,
  PROVINCE_CODES,
} from "../../src/domain/national-id";

// Copied from DESIGN.md "Reference data" on purpose, so a typo in the source list fails here.
const DESIGN_CODES =
  "001 002 004 006 008 010 011 012 014 015 017 019 020 022 024 025 026 027 030 031 033 034 035 036 037 038 040 042 044 045 046 048 049 051 052 054 056 058 060 062 064 066 067 068 070 072 074 075 077 079 080 082 083 084 086 087 089 091 092 093 094 095 096".split(
    " ",
  );

/** A 12-digit ID built from its parts: province, century/gender digit, two year digits, six serial digits. */
function id(province: string, centuryDigit: number, yy: string, serial = "123456"): string {
  return `${province}${centuryDigit}${yy}${serial}`;
}

describe("province codes", () => {
  it("holds exactly the 63 codes of DESIGN.md", () => {
    expect(PROVINCE_CODES).toHaveLength(63);
    expect([...PROVINCE_CODES]).toEqual(DESIGN_CODES);
  });
});

describe("isValidNationalId", () => {
  it.each(DESIGN_CODES)("accepts province code %s", (code) => {
    expect(isValidNationalId(id(code, 0, "90"))).toBe(true);
  });

  it("rejects every 3-digit prefix that is not a province code", () => {
    const known = new Set(DESIGN_CODES);
    for (let n = 0; n < 1000; n += 1) {
      const prefix = String(n).padStart(3, "0");
      if (!known.has(prefix)) expect(isValidNationalId(id(prefix, 0, "90")), prefix).toBe(false);
    }
  });

  it("rejects 000 and 003", () => {
    expect(isValidNationalId(id("000", 0, "90"))).toBe(false);
    expect(isValidNationalId(id("003", 0, "90"))).toBe(false);
  });

  it.each([0, 1, 2, 3])("accepts 4th digit %i", (digit) => {
    expect(isValidNationalId(id("001", digit, "05"))).toBe(true);
  });

  it.each([4, 5, 6, 7, 8, 9])("rejects 4th digit %i", (digit) => {
    expect(isValidNationalId(id("001", digit, "05"))).toBe(false);
  });

  it("rejects 11 and 13 digits, letters, spaces and the empty string", () => {
    expect(isValidNationalId("00109000020")).toBe(false);
    expect(isValidNationalId("0010900002011")).toBe(false);
    expect(isValidNationalId("00109000020a")).toBe(false);
    expect(isValidNationalId("001 09000020")).toBe(false);
    expect(isValidNationalId(" 001090000201")).toBe(false);
    expect(isValidNationalId("")).toBe(false);
  });

  it("accepts the seeded blacklisted ID (it is well-formed)", () => {
    expect(isValidNationalId("001090000201")).toBe(true);
  });
});

describe("genderFromNationalId", () => {
  it("is Nam for 4th digit 0 or 2 and Nữ for 1 or 3", () => {
    expect(genderFromNationalId(id("001", 0, "90"))).toBe("Nam");
    expect(genderFromNationalId(id("001", 2, "05"))).toBe("Nam");
    expect(genderFromNationalId(id("001", 1, "90"))).toBe("Nữ");
    expect(genderFromNationalId(id("001", 3, "05"))).toBe("Nữ");
  });

  it("is null without four leading digits", () => {
    expect(genderFromNationalId("001")).toBeNull();
    expect(genderFromNationalId("abcd12345678")).toBeNull();
  });
});

describe("birthYearFromNationalId", () => {
  it("uses the 1900s for 4th digit 0 or 1 and the 2000s for 2 or 3", () => {
    expect(birthYearFromNationalId(id("001", 0, "90"))).toBe(1990);
    expect(birthYearFromNationalId(id("001", 1, "65"))).toBe(1965);
    expect(birthYearFromNationalId(id("001", 2, "05"))).toBe(2005);
    expect(birthYearFromNationalId(id("001", 3, "00"))).toBe(2000);
  });

  it("is null when digits 5-6 are missing", () => {
    expect(birthYearFromNationalId("00109")).toBeNull();
  });
});

describe("age", () => {
  it("is the current year minus the birth year", () => {
    expect(ageFromNationalId(id("001", 0, "90"), 2025)).toBe(35);
    expect(ageFromNationalId(id("001", 2, "07"), 2025)).toBe(18);
    expect(ageFromNationalId("12", 2025)).toBeNull();
  });

  it("is eligible from 18 to 60 inclusive", () => {
    expect(isEligibleAge(17)).toBe(false);
    expect(isEligibleAge(18)).toBe(true);
    expect(isEligibleAge(60)).toBe(true);
    expect(isEligibleAge(61)).toBe(false);
  });

  it("checks the boundaries through real IDs", () => {
    expect(isEligibleAge(ageFromNationalId(id("079", 2, "08"), 2025) ?? 0)).toBe(false); // 17
    expect(isEligibleAge(ageFromNationalId(id("079", 3, "07"), 2025) ?? 0)).toBe(true); // 18
    expect(isEligibleAge(ageFromNationalId(id("079", 0, "65"), 2025) ?? 0)).toBe(true); // 60
    expect(isEligibleAge(ageFromNationalId(id("079", 1, "64"), 2025) ?? 0)).toBe(false); // 61
  });

  it("applies the alternate rule from 20 to 57", () => {
    expect(isEligibleAgeAlt(19)).toBe(false);
    expect(isEligibleAgeAlt(20)).toBe(true);
    expect(isEligibleAgeAlt(57)).toBe(true);
    expect(isEligibleAgeAlt(58)).toBe(false);
    expect(isValidBirthYearAlt(2005, 2025)).toBe(true);
    expect(isValidBirthYearAlt(2006, 2025)).toBe(false);
    expect(isValidBirthYearAlt(1968, 2025)).toBe(true);
    expect(isValidBirthYearAlt(1967, 2025)).toBe(false);
  });
});
