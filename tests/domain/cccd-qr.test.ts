import { describe, expect, it } from "vitest";
import { parseCccdQr } from "../../src/domain/cccd-qr";

describe("CCCD QR parsing", () => {
  it("reads the seven fields by position, with an empty old ID and Vietnamese diacritics", () => {
    expect(
      parseCccdQr("001095012345||Nguyễn Thị Ánh Tuyết|15081995|Nữ|Số 12 phố Đội Cấn, Ba Đình, Hà Nội|20042021"),
    ).toEqual({
      idNumber: "001095012345",
      oldIdNumber: "",
      fullName: "Nguyễn Thị Ánh Tuyết",
      dateOfBirth: "15/08/1995",
      gender: "Nữ",
      address: "Số 12 phố Đội Cấn, Ba Đình, Hà Nội",
      issueDate: "20/04/2021",
    });
  });

  it("accepts dd/mm/yyyy dates, an old 9-digit ID and extra trailing fields", () => {
    const fields = parseCccdQr("079191000123|123456789|Lê Văn Hùng|01/02/1991|Nam|TP Hồ Chí Minh|03/04/2022|x");
    expect(fields).toMatchObject({ oldIdNumber: "123456789", dateOfBirth: "01/02/1991", gender: "Nam" });
  });

  it.each([
    ["a URL", "https://example.com"],
    ["six fields", "001095012345||Tên|15081995|Nữ|Địa chỉ"],
    ["an 11-digit ID", "00109501234||Tên|15081995|Nữ|Địa chỉ|20042021"],
    ["an impossible date", "001095012345||Tên|31021995|Nữ|Địa chỉ|20042021"],
    ["an unknown gender", "001095012345||Tên|15081995|X|Địa chỉ|20042021"],
  ])("refuses %s", (_name, text) => {
    expect(parseCccdQr(text)).toBeNull();
  });
});
