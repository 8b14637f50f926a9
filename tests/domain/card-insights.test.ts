import { describe, expect, it } from "vitest";
import { cardInsights, type InsightCard, updatedOnText } from "../../src/domain/card-insights";

const base: InsightCard = {
  maxAmount: 100_000_000,
  annualFee: 499_000,
  incentivePolicy: [{ label: "Miễn lãi", info: "Đến 45 ngày" }],
  interestAndFees: [
    { label: "Lãi suất", info: "34,8%/năm" },
    { label: "Phí giao dịch ngoại tệ", info: "3% số tiền giao dịch" },
  ],
  minIncomeConditions: 8_000_000,
  minAge: 18,
  maxAge: 60,
  requirements: { regions: [] },
  cardTypes: [],
};

describe("card detail: pros, cons and who the card suits", () => {
  it("says nothing good or bad of an average card, and who it suits by income and age", () => {
    expect(cardInsights(base)).toEqual({
      pros: [],
      cons: [],
      fit: ["Người có thu nhập từ 8.000.000 VND/tháng", "Người từ 18 đến 60 tuổi"],
    });
  });

  it("names the pros of a free, generous card", () => {
    const card: InsightCard = {
      ...base,
      annualFee: 0,
      maxAmount: 500_000_000,
      incentivePolicy: [{ label: "Miễn lãi", info: "Đến 55 ngày" }],
      interestAndFees: [
        { label: "Lãi suất", info: "27,6%/năm" },
        { label: "Phí giao dịch ngoại tệ", info: "1,8% số tiền giao dịch" },
      ],
      minIncomeConditions: null,
      minAge: 20,
      maxAge: null,
      cardTypes: [2],
    };
    expect(cardInsights(card)).toEqual({
      pros: [
        "Miễn phí thường niên",
        "Hạn mức cao, đến 500.000.000 VND",
        "Lãi suất thấp: 27,6%/năm",
        "Miễn lãi đến 55 ngày",
        "Phí giao dịch ngoại tệ thấp: 1,8%",
        "Không yêu cầu thu nhập tối thiểu",
      ],
      cons: [],
      fit: [
        "Người chưa chứng minh được thu nhập: thẻ không yêu cầu thu nhập tối thiểu",
        "Người từ 20 tuổi trở lên",
        "Người hay mua sắm trực tuyến",
        "Người cần thời gian miễn lãi dài trước khi trả nợ",
        "Người hay chi tiêu bằng ngoại tệ, khi đi nước ngoài hoặc mua hàng quốc tế",
      ],
    });
  });

  it("names the cons of a dear, demanding, regional card", () => {
    const card: InsightCard = {
      ...base,
      annualFee: 1_500_000,
      interestAndFees: [{ label: "Lãi suất", info: "40,8%/năm" }],
      minIncomeConditions: 20_000_000,
      minAge: null,
      maxAge: 55,
      requirements: { regions: [1, 79] },
      cardTypes: [1, 3],
    };
    expect(cardInsights(card)).toEqual({
      pros: [],
      cons: [
        "Phí thường niên cao: 1.500.000 VND",
        "Lãi suất cao: 40,8%/năm",
        "Yêu cầu thu nhập cao: từ 20.000.000 VND/tháng",
        "Chỉ mở cho người đến 55 tuổi",
        "Chỉ phát hành tại một số tỉnh/thành",
      ],
      fit: [
        "Người có thu nhập từ 20.000.000 VND/tháng",
        "Người đến 55 tuổi",
        "Người sống tại tỉnh/thành nơi thẻ được phát hành",
        "Người muốn một thẻ dễ được duyệt",
        "Người cần rút tiền mặt từ thẻ",
      ],
    });
  });

  it("invents nothing the catalogue does not give", () => {
    const card: InsightCard = { ...base, incentivePolicy: [], interestAndFees: [], minAge: null, maxAge: null };
    expect(cardInsights(card)).toEqual({ pros: [], cons: [], fit: ["Người có thu nhập từ 8.000.000 VND/tháng"] });
  });

  it("dates the last change in Vietnam's day, dd/mm/yyyy", () => {
    expect(updatedOnText("2026-11-20T03:00:00.000Z")).toBe("Cập nhật ngày 20/11/2026");
    // 18:30 UTC on 31 December is already 1 January in Vietnam
    expect(updatedOnText("2025-12-31T18:30:00Z")).toBe("Cập nhật ngày 01/01/2026");
    expect(updatedOnText("không phải ngày")).toBeNull();
  });
});
