import { describe, expect, it } from "vitest";
import { maskPersonalData, maskText } from "../../src/domain/mask-personal-data";

describe("maskText", () => {
  it("masks a 10-digit phone number to its first and last two digits", () => {
    expect(maskText("0912345678")).toBe("09******78");
  });

  it("masks a 12-digit national ID to its first and last two digits", () => {
    expect(maskText("001090000123")).toBe("00********23");
  });

  it("masks numbers inside a sentence and leaves the words", () => {
    expect(maskText("Gọi 0987654321 hoặc CCCD 079203001234, cảm ơn")).toBe(
      "Gọi 09******21 hoặc CCCD 07********34, cảm ơn",
    );
  });

  it("leaves shorter and longer runs of digits, amounts and OTP codes alone", () => {
    expect(maskText("15000000 VND, OTP 123456, 1732370000000, 091234567")).toBe(
      "15000000 VND, OTP 123456, 1732370000000, 091234567",
    );
  });

  it("does not take a 10-digit run not starting with 0 for a phone", () => {
    expect(maskText("1234567890")).toBe("1234567890");
  });
});

describe("maskPersonalData", () => {
  it("masks strings inside nested objects and arrays", () => {
    const event = {
      type: "contact.submit",
      form: { phone: "0912345678", people: [{ nationalId: "001090000123", name: "Nguyễn Văn An" }] },
    };
    expect(maskPersonalData(event)).toEqual({
      type: "contact.submit",
      form: { phone: "09******78", people: [{ nationalId: "00********23", name: "Nguyễn Văn An" }] },
    });
  });

  it("masks a national ID given as a number and keeps other numbers", () => {
    expect(maskPersonalData({ id: 1090000123456, amount: 15000000, score: 5 })).toEqual({
      id: 1090000123456,
      amount: 15000000,
      score: 5,
    });
    expect(maskPersonalData({ id: 109000012345 })).toEqual({ id: "10********45" });
  });

  it("does not change the value it was given", () => {
    const event = { phone: "0912345678" };
    maskPersonalData(event);
    expect(event.phone).toBe("0912345678");
  });

  it("leaves functions out and cuts cycles", () => {
    const actor: Record<string, unknown> = { id: "otp", send: () => undefined };
    actor.self = actor;
    expect(maskPersonalData(actor)).toEqual({ id: "otp", self: "[circular]" });
  });

  it("stops at a depth of eight levels", () => {
    let deep: Record<string, unknown> = { phone: "0912345678" };
    for (let level = 0; level < 10; level += 1) deep = { deeper: deep };
    expect(JSON.stringify(maskPersonalData(deep))).not.toContain("0912345678");
    expect(JSON.stringify(maskPersonalData(deep))).toContain("…");
  });
});
