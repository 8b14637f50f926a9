import { describe, expect, it } from "vitest";
import {
  formatCountdown,
  formatMoney,
  formatPercent,
  formatRate,
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

describe("formatPercent", () => {
  it("writes rates as the site shows them: comma decimal, at most two decimals, no trailing zeros", () => {
    expect(formatPercent(26.8242)).toBe("26,82");
    expect(formatPercent(20)).toBe("20");
    expect(formatPercent(18.5)).toBe("18,5");
    expect(formatPercent(0)).toBe("0");
    expect(formatPercent(0.004)).toBe("0");
    expect(formatPercent(1234.5)).toBe("1.234,5");
  });

  it("agrees with the vi-VN number format of the platform (Intl, max. two decimals) over many values", () => {
    const intl = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 2 });
    const values = [0.005, 0.015, 1.005, 2.675, 9.995, 99.999, 1000, 12345.678, 0.1 + 0.2, -3.456];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.sin(i) * 1e7) / 1e4, i * 0.125);
    for (const value of values) expect(formatPercent(value), String(value)).toBe(intl.format(value));
  });
});

describe("formatRate (issue 33: every rate and APR with one decimal)", () => {
  it("always shows exactly one decimal with a comma", () => {
    expect(formatRate(24)).toBe("24,0");
    expect(formatRate(26.8242)).toBe("26,8");
    expect(formatRate(31.84)).toBe("31,8");
    expect(formatRate(18.45)).toBe("18,5");
    expect(formatRate(0)).toBe("0,0");
    expect(formatRate(1234.56)).toBe("1.234,6");
  });
});
