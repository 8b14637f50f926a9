import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fullNameSchema, MAX_MARKS_PER_LETTER } from "../../src/contract/fields";
import { t } from "../../src/i18n/t";

/** Issue 14: names accepted unlimited combining marks. NFC first, then at most 2 marks a letter. */
const messageOf = (value: string) => {
  const result = v.safeParse(fullNameSchema, value);
  return result.success ? null : (result.issues[0]?.message ?? "");
};

describe("combining marks in names", () => {
  it.each([
    "Nguyễn Thị Ánh Hồng",
    "Trần Đức Lộc",
    "Phạm Thị Ngọc Diệp",
    "Huỳnh Quốc Việt",
    "Lê Ưu Ẩn",
    "Đặng Thị Mỹ Hạnh",
  ])("accepts %s, precomposed or typed with combining marks", (name) => {
    expect(v.parse(fullNameSchema, name)).toBe(name.normalize("NFC"));
    expect(v.parse(fullNameSchema, name.normalize("NFD"))).toBe(name.normalize("NFC"));
  });

  it("accepts up to two marks left on a letter after NFC", () => {
    // q has no precomposed form: both marks stay combining.
    expect(messageOf(`Hoa q\u0302\u0323`)).toBeNull();
    expect(MAX_MARKS_PER_LETTER).toBe(2);
  });

  it("refuses stacked marks and marks on no letter", () => {
    const zalgo = `Ng${"\u0300\u0301\u0302\u0303\u0304".repeat(40)}uyen`;
    expect(messageOf(zalgo)).toBe(t("full_name_invalid"));
    expect(messageOf("a\u0300\u0301\u0302\u0303")).toBe(t("full_name_invalid"));
    expect(messageOf("\u0301An")).toBe(t("full_name_invalid"));
    expect(messageOf("An \u0301Binh")).toBe(t("full_name_invalid"));
  });
});
