import { describe, expect, it } from "vitest";
import { ageRuleText, incomeRuleText } from "../../src/domain/card-rules";

describe("ageRuleText", () => {
  it("renders both bounds", () => {
    expect(ageRuleText(18, 60)).toBe("Từ 18 đến 60 tuổi");
  });

  it("renders only a maximum", () => {
    expect(ageRuleText(undefined, 65)).toBe("Tối đa 65 tuổi");
    expect(ageRuleText(null, 65)).toBe("Tối đa 65 tuổi");
    expect(ageRuleText(0, 65)).toBe("Tối đa 65 tuổi");
  });

  it("renders only a minimum", () => {
    expect(ageRuleText(21)).toBe("Từ 21 tuổi trở lên");
    expect(ageRuleText(21, null)).toBe("Từ 21 tuổi trở lên");
  });

  it("renders no limit", () => {
    expect(ageRuleText()).toBe("Không giới hạn");
    expect(ageRuleText(null, null)).toBe("Không giới hạn");
    expect(ageRuleText(0, 0)).toBe("Không giới hạn");
  });
});

describe("incomeRuleText", () => {
  it("renders a monthly minimum with dot separators", () => {
    expect(incomeRuleText(5_000_000)).toBe("Từ 5.000.000 VND/tháng");
    expect(incomeRuleText(12_500_000)).toBe("Từ 12.500.000 VND/tháng");
  });

  it("renders no requirement when missing or zero", () => {
    expect(incomeRuleText()).toBe("Không yêu cầu");
    expect(incomeRuleText(null)).toBe("Không yêu cầu");
    expect(incomeRuleText(0)).toBe("Không yêu cầu");
  });
});
