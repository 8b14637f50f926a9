import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  agreeSchema,
  captchaResponseSchema,
  cardReceivingAddressSchema,
  debtDeductionRatioSchema,
  dependentsSchema,
  fullNameSchema,
  housingSchema,
  incomeSchema,
  loanAmountSchema,
  loanTermSchema,
  loginPasswordSchema,
  loginUsernameSchema,
  maritalSchema,
  nationalIdSchema,
  newPasswordSchema,
  optionalEmailSchema,
  otpSchema,
  phoneSchema,
  productTypeSchema,
} from "../../src/contract/fields";
import { validateFullName, validateNationalId, validatePhone } from "../../src/domain/validators";
import { t } from "../../src/i18n/t";

/** The first message of a failed parse, or null when the value passes. */
function messageOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? "");
}

describe("phoneSchema", () => {
  it("gives the SPEC messages", () => {
    expect(messageOf(phoneSchema, "")).toBe("Số điện thoại không được để trống");
    expect(messageOf(phoneSchema, "0212345678")).toBe("Số điện thoại không hợp lệ");
    expect(messageOf(phoneSchema, undefined)).toBe("Số điện thoại không được để trống");
    expect(messageOf(phoneSchema, 912345678)).toBe("Số điện thoại không được để trống");
    expect(messageOf(phoneSchema, "0912345678")).toBeNull();
  });

  it("agrees with the domain validator", () => {
    for (const value of ["", "0312345678", "0412345678", "091234567", "09123456789", "0912a45678"]) {
      const key = validatePhone(value);
      expect(messageOf(phoneSchema, value), value).toBe(key === null ? null : t(key));
    }
  });
});

describe("optionalEmailSchema", () => {
  it("allows an empty string and trims", () => {
    expect(v.parse(optionalEmailSchema, "")).toBe("");
    expect(v.parse(optionalEmailSchema, "  an@example.com ")).toBe("an@example.com");
  });

  it("rejects a malformed address", () => {
    expect(messageOf(optionalEmailSchema, "an@")).toBe("Email không hợp lệ");
    expect(messageOf(optionalEmailSchema, null)).toBe("Email không hợp lệ");
  });
});

describe("fullNameSchema", () => {
  it("accepts Vietnamese names, trimmed and precomposed", () => {
    expect(v.parse(fullNameSchema, "  Nguyễn Thị Hường ")).toBe("Nguyễn Thị Hường");
    const decomposed = "Nguyễn Thị Hường".normalize("NFD");
    expect(v.parse(fullNameSchema, decomposed)).toBe("Nguyễn Thị Hường".normalize("NFC"));
  });

  it("rejects digits and over-long names with the catalogue messages", () => {
    expect(messageOf(fullNameSchema, "Nguyen 2")).toBe(t(validateFullName("Nguyen 2") ?? "normal_error"));
    expect(messageOf(fullNameSchema, "a".repeat(257))).toBe("Họ tên tối đa 256 ký tự");
    expect(messageOf(fullNameSchema, " ")).toBe(t("full_name_required"));
  });
});

describe("nationalIdSchema", () => {
  it("uses 'Số CCCD không hợp lệ'", () => {
    expect(messageOf(nationalIdSchema, "001090000201")).toBeNull();
    expect(messageOf(nationalIdSchema, "000090000201")).toBe("Số CCCD không hợp lệ");
    expect(messageOf(nationalIdSchema, "001490000201")).toBe("Số CCCD không hợp lệ");
    expect(messageOf(nationalIdSchema, "")).toBe(t(validateNationalId("") ?? "normal_error"));
  });
});

describe("otp and password schemas", () => {
  it("checks the OTP", () => {
    expect(messageOf(otpSchema, "123456")).toBeNull();
    expect(messageOf(otpSchema, "12345")).toBe("Mã xác thực OTP không hợp lệ.");
  });

  it("checks the new password length", () => {
    expect(messageOf(newPasswordSchema, "12345")).toBe(t("password_length"));
    expect(messageOf(newPasswordSchema, "123456")).toBeNull();
    expect(messageOf(newPasswordSchema, "1".repeat(21))).toBe(t("password_length"));
  });

  it("checks login fields", () => {
    expect(messageOf(loginUsernameSchema, "")).toBe(t("login_username_required"));
    expect(v.parse(loginUsernameSchema, " 0912345678 ")).toBe("0912345678");
    expect(messageOf(loginUsernameSchema, "u".repeat(51))).toBe(t("login_username_max"));
    expect(messageOf(loginPasswordSchema, "")).toBe(t("login_password_required"));
    expect(messageOf(loginPasswordSchema, "p".repeat(33))).toBe(t("login_password_max"));
    expect(messageOf(loginPasswordSchema, "p".repeat(32))).toBeNull();
  });
});

describe("loan schemas", () => {
  it.each([5_000_000, 10_000_000, 50_000_000, 100_000_000])("accepts amount %d", (amount) => {
    expect(v.safeParse(loanAmountSchema, amount).success).toBe(true);
  });

  it.each([0, 4_999_999, 7_500_000, 105_000_000, 10_000_000.5, "10000000", Number.NaN])(
    "rejects amount %s",
    (amount) => {
      expect(messageOf(loanAmountSchema, amount)).toBe(
        "Số tiền vay phải từ 5.000.000 VND đến 100.000.000 VND, theo bước 5.000.000 VND",
      );
    },
  );

  it("accepts terms 6 to 36 in steps of 3 only", () => {
    const accepted = Array.from({ length: 41 }, (_, n) => n).filter((n) => v.safeParse(loanTermSchema, n).success);
    expect(accepted).toEqual([6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
  });
});

describe("option schemas", () => {
  it("accept exactly the stored labels", () => {
    expect(v.safeParse(incomeSchema, "Trên 13 triệu").success).toBe(true);
    expect(v.safeParse(incomeSchema, "trên 13 triệu").success).toBe(false);
    expect(v.safeParse(housingSchema, "Ở cùng người thân").success).toBe(true);
    expect(v.safeParse(maritalSchema, "Độc thân").success).toBe(true);
    expect(v.safeParse(dependentsSchema, "Trên 3 người").success).toBe(true);
    expect(messageOf(dependentsSchema, "4 người")).toBe(t("option_invalid"));
  });

  it("accept the numeric codes", () => {
    expect(v.safeParse(cardReceivingAddressSchema, 3).success).toBe(true);
    expect(v.safeParse(cardReceivingAddressSchema, 4).success).toBe(false);
    expect(v.safeParse(debtDeductionRatioSchema, 2).success).toBe(true);
    expect(v.safeParse(debtDeductionRatioSchema, 0).success).toBe(false);
    expect(v.safeParse(productTypeSchema, 2).success).toBe(true);
    expect(v.safeParse(productTypeSchema, "2").success).toBe(false);
  });

  it("need consent and a bot-check payload", () => {
    expect(v.safeParse(agreeSchema, true).success).toBe(true);
    expect(messageOf(agreeSchema, false)).toBe("Vui lòng tích chọn đồng ý với điều kiện điều khoản");
    expect(messageOf(captchaResponseSchema, "")).toBe("Vui lòng xác thực bạn không phải là người máy!");
  });
});
