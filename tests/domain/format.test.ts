import { describe, expect, it } from "vitest";
import {
  formatCountdown,
  formatMoney,
  formatThousands,
  maskPhone,
  maskPhoneLastTwo,
  parseThousands,
} from "../../src/domain/format";

describe("formatMoney", () => {
  it("uses dots as thousand separators and VND", () => {
    expect(formatMoney(10_000_000)).toBe("10.000.000 VND");
    expect(formatMoney(50_000_000)).toBe("50.000.000 VND");
    expect(formatMoney(999)).toBe("999 VND");
    expect(formatMoney(1000)).toBe("1.000 VND");
    expect(formatMoney(0)).toBe("0 VND");
  });
});

describe("formatThousands", () => {
  it("groups numbers", () => {
    expect(formatThousands(100_000_000)).toBe("100.000.000");
    expect(formatThousands(1_234_567.89)).toBe("1.234.567");
    expect(formatThousands(-1500)).toBe("-1.500");
  });

  it("regroups what a user types, keeping digits only", () => {
    expect(formatThousands("10000000")).toBe("10.000.000");
    expect(formatThousands("10.000.0001")).toBe("100.000.001");
    expect(formatThousands("5a00 0")).toBe("5.000");
    expect(formatThousands("000123")).toBe("123");
    expect(formatThousands("0")).toBe("0");
    expect(formatThousands("")).toBe("");
  });
});

describe("parseThousands", () => {
  it("reads the number back", () => {
    expect(parseThousands("10.000.000")).toBe(10_000_000);
    expect(parseThousands(formatThousands(7_500_000))).toBe(7_500_000);
    expect(parseThousands("")).toBeNull();
    expect(parseThousands("...")).toBeNull();
  });
});

describe("phone masks", () => {
  it("masks the middle digits", () => {
    expect(maskPhone("0912345678")).toBe("091****678");
  });

  it("shows only the last two digits", () => {
    expect(maskPhoneLastTwo("0912345678")).toBe("********78");
  });

  it("leaves strings too short to mask", () => {
    expect(maskPhone("0912")).toBe("0912");
    expect(maskPhoneLastTwo("7")).toBe("7");
  });
});

describe("formatCountdown", () => {
  it("renders mm:ss", () => {
    expect(formatCountdown(300)).toBe("05:00");
    expect(formatCountdown(295)).toBe("04:55");
    expect(formatCountdown(59)).toBe("00:59");
    expect(formatCountdown(9.7)).toBe("00:09");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-4)).toBe("00:00");
  });
});
