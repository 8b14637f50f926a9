import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signInReason } from "../../src/features/account/sign-in-reason";
import { reasonUnderTitle } from "../../src/features/lead-funnel/blacklist-screen";
import { CompanyFacts } from "../../src/ui/company-facts";

/** Issue 33's minor items of part b. */
const COMPANY = {
  legalName: "Công ty Cổ phần Mẫu",
  registrationNumber: "0100000000",
  registrationIssuer: "",
  address: "Hà Nội",
  hotline: "1900 6868",
  email: "hotro@vaytieudung.vn",
  moitRegistrationUrl: null,
  sample: false,
};

describe("the MOIT slot", () => {
  it("is hidden from visitors in production until the MOIT page is configured", () => {
    render(<CompanyFacts company={{ ...COMPANY, production: true }} />);
    expect(screen.queryByText(/chưa đăng ký/i)).toBeNull();
  });

  it("still reminds outside production", () => {
    render(<CompanyFacts company={{ ...COMPANY, production: false }} />);
    expect(screen.getByText(/chưa đăng ký/i)).toBeInTheDocument();
  });
});

describe("the blacklist screen", () => {
  it("does not say 'Rất tiếc!' again under its 'Rất tiếc!' title", () => {
    expect(reasonUnderTitle("Rất tiếc! Số điện thoại của bạn chưa đủ điều kiện để đăng ký.")).toBe(
      "Số điện thoại của bạn chưa đủ điều kiện để đăng ký.",
    );
    expect(reasonUnderTitle("Thông tin của bạn hiện chưa đủ điều kiện")).toBe(
      "Thông tin của bạn hiện chưa đủ điều kiện",
    );
  });
});

describe("the login page says why a sign-in is needed", () => {
  it("names what the guarded page holds", () => {
    expect(signInReason("/ho-so-vay")).toBe("Hồ sơ vay chứa thông tin cá nhân của bạn, nên bạn cần đăng nhập để xem.");
    expect(signInReason("/dang-ky-vay?productId=3")).toContain("tiếp tục hồ sơ vay");
    expect(signInReason("/")).toBeNull();
    expect(signInReason(null)).toBeNull();
  });
});
