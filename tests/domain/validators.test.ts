import { describe, expect, it } from "vitest";
import {
  capLength,
  digitsOnly,
  isEmail,
  isStrongPassword,
  isValidLoanAmount,
  isValidLoanTerm,
  isVietnameseMobile,
  sanitizeEmailInput,
  sanitizeFullNameInput,
  sanitizeNationalIdInput,
  sanitizePhoneInput,
  validateAgeFromNationalId,
  validateEmail,
  validateFullName,
  validateLoginPassword,
  validateLoginUsername,
  validateNationalId,
  validateNewPassword,
  validateOtp,
  validatePasswordConfirm,
  validatePhone,
} from "../../src/domain/validators";
import { t } from "../../src/i18n/t";

describe("validatePhone", () => {
  it("requires a value", () => {
    expect(validatePhone("")).toBe("phone_required");
    expect(validatePhone("   ")).toBe("phone_required");
    expect(t("phone_required")).toBe("Số điện thoại không được để trống");
  });

  it.each(["03", "05", "07", "08", "09"])("accepts prefix %s", (prefix) => {
    expect(validatePhone(`${prefix}12345678`)).toBeNull();
    expect(isVietnameseMobile(`${prefix}12345678`)).toBe(true);
  });

  it.each(["00", "01", "02", "04", "06", "10", "91"])("rejects prefix %s", (prefix) => {
    expect(validatePhone(`${prefix}12345678`)).toBe("phone_invalid");
  });

  it("rejects 9 and 11 digits and non-digits", () => {
    expect(validatePhone("091234567")).toBe("phone_invalid");
    expect(validatePhone("09123456789")).toBe("phone_invalid");
    expect(validatePhone("0912 45678")).toBe("phone_invalid");
    expect(validatePhone("+84912345678")).toBe("phone_invalid");
    expect(t("phone_invalid")).toBe("Số điện thoại không hợp lệ");
  });
});

describe("validateEmail", () => {
  it("is optional", () => {
    expect(validateEmail("")).toBeNull();
  });

  it("accepts standard addresses", () => {
    expect(validateEmail("an.nguyen@example.com")).toBeNull();
    expect(validateEmail("an+vay@mail.example.vn")).toBeNull();
    expect(isEmail("a_b-c@x-y.io")).toBe(true);
  });

  it.each(["an", "an@", "@example.com", "an@example", "an @example.com", "an@exa mple.com", "an@-example.com"])(
    "rejects %s",
    (value) => {
      expect(validateEmail(value)).toBe("email_invalid");
    },
  );

  it("caps the address at 254 characters", () => {
    const domain = "@example.com";
    const at254 = `${"a".repeat(254 - domain.length)}${domain}`;
    expect(validateEmail(at254)).toBeNull();
    expect(validateEmail(`a${at254}`)).toBe("email_max");
    expect(isEmail(`a${at254}`)).toBe(false);
  });
});

describe("validateFullName", () => {
  it.each(["Nguyễn Văn An", "Trần Thị Ánh Tuyết", "ĐẶNG THỊ HƯỜNG", "Lê Quỳnh Như", "Phạm Ngọc Ẩn", "Võ Thị Ỷ"])(
    "accepts %s",
    (name) => {
      expect(validateFullName(name)).toBeNull();
    },
  );

  it("accepts names typed with combining marks (NFD)", () => {
    expect(validateFullName("Nguyễn Văn An".normalize("NFD"))).toBeNull();
  });

  it("requires a value", () => {
    expect(validateFullName("")).toBe("full_name_required");
    expect(validateFullName("   ")).toBe("full_name_required");
  });

  it.each(["Nguyen Van 2", "An123", "Nguyễn-Văn", "An.", "An@", "An\tB", "李小龍"])("rejects %s", (name) => {
    expect(validateFullName(name)).toBe("full_name_invalid");
  });

  it("caps the name at 256 characters, counting Vietnamese letters once", () => {
    expect(validateFullName("ễ".repeat(256))).toBeNull();
    expect(validateFullName("ễ".repeat(257))).toBe("full_name_max");
    expect(t("full_name_max")).toBe("Họ tên tối đa 256 ký tự");
  });
});

describe("validateNationalId", () => {
  it("requires a valid CCCD number", () => {
    expect(validateNationalId("")).toBe("national_id_required");
    expect(validateNationalId("001090000201")).toBeNull();
    expect(validateNationalId("003090000201")).toBe("national_id_invalid");
    expect(validateNationalId("001490000201")).toBe("national_id_invalid");
    expect(validateNationalId("00109000020")).toBe("national_id_invalid");
    expect(t("national_id_invalid")).toBe("Số CCCD không hợp lệ");
  });

  it("applies the 18-60 age rule", () => {
    expect(validateAgeFromNationalId("001207000000", 2025)).toBeNull();
    expect(validateAgeFromNationalId("001208000000", 2025)).toBe("not_valid_age");
    expect(validateAgeFromNationalId("001065000000", 2025)).toBeNull();
    expect(validateAgeFromNationalId("001064000000", 2025)).toBe("not_valid_age");
  });
});

describe("validateOtp", () => {
  it("needs exactly 6 digits", () => {
    expect(validateOtp("")).toBe("otp_required");
    expect(validateOtp("123456")).toBeNull();
    expect(validateOtp("12345")).toBe("otp_invalid");
    expect(validateOtp("1234567")).toBe("otp_invalid");
    expect(validateOtp("12345a")).toBe("otp_invalid");
    expect(t("otp_invalid")).toBe("Mã xác thực OTP không hợp lệ.");
  });
});

describe("passwords", () => {
  it("needs a new password of 6 to 20 characters", () => {
    expect(validateNewPassword("")).toBe("password_required");
    expect(validateNewPassword("12345")).toBe("password_length");
    expect(validateNewPassword("123456")).toBeNull();
    expect(validateNewPassword("a".repeat(20))).toBeNull();
    expect(validateNewPassword("a".repeat(21))).toBe("password_length");
  });

  it("needs the confirmation to match", () => {
    expect(validatePasswordConfirm("secret1", "")).toBe("password_confirm_required");
    expect(validatePasswordConfirm("secret1", "secret2")).toBe("password_confirm_not_match");
    expect(validatePasswordConfirm("secret1", "secret1")).toBeNull();
    expect(t("password_confirm_not_match")).toBe("Mật khẩu nhập lại không khớp.");
  });

  it("checks the strong rule", () => {
    expect(isStrongPassword("Abcdef1!")).toBe(true);
    expect(isStrongPassword("Abcde1!")).toBe(false);
    expect(isStrongPassword("abcdef1!")).toBe(false);
    expect(isStrongPassword("Abcdefg!")).toBe(false);
    expect(isStrongPassword("Abcdefg1")).toBe(false);
  });
});

describe("login", () => {
  it("needs a username of at most 50 characters", () => {
    expect(validateLoginUsername("")).toBe("login_username_required");
    expect(validateLoginUsername("  ")).toBe("login_username_required");
    expect(validateLoginUsername("0912345678")).toBeNull();
    expect(validateLoginUsername("a".repeat(50))).toBeNull();
    expect(validateLoginUsername("a".repeat(51))).toBe("login_username_max");
  });

  it("needs a password of at most 32 characters", () => {
    expect(validateLoginPassword("")).toBe("login_password_required");
    expect(validateLoginPassword("x".repeat(32))).toBeNull();
    expect(validateLoginPassword("x".repeat(33))).toBe("login_password_max");
  });
});

describe("loan amount and term", () => {
  it("accepts 5M to 100M in 5M steps", () => {
    expect(isValidLoanAmount(5_000_000)).toBe(true);
    expect(isValidLoanAmount(100_000_000)).toBe(true);
    expect(isValidLoanAmount(0)).toBe(false);
    expect(isValidLoanAmount(7_500_000)).toBe(false);
    expect(isValidLoanAmount(105_000_000)).toBe(false);
  });

  it("accepts 6 to 36 months in 3-month steps", () => {
    expect(isValidLoanTerm(6)).toBe(true);
    expect(isValidLoanTerm(9)).toBe(true);
    expect(isValidLoanTerm(36)).toBe(true);
    expect(isValidLoanTerm(3)).toBe(false);
    expect(isValidLoanTerm(7)).toBe(false);
    expect(isValidLoanTerm(39)).toBe(false);
  });
});

describe("input sanitisers", () => {
  it("keeps digits and caps the phone at 10", () => {
    expect(sanitizePhoneInput("091-234 56789xx")).toBe("0912345678");
    expect(digitsOnly("a1b2c3")).toBe("123");
    expect(digitsOnly("123456", 4)).toBe("1234");
    expect(sanitizeNationalIdInput("0010900002019999")).toBe("001090000201");
  });

  it("caps lengths by characters", () => {
    expect(capLength("Nguyễn", 3)).toBe("Ngu");
    expect(capLength("abc")).toBe("abc");
    expect(sanitizeFullNameInput("ễ".repeat(60))).toBe("ễ".repeat(50));
    expect(sanitizeEmailInput("a".repeat(45))).toHaveLength(40);
  });
});
