import { describe, expect, it } from "vitest";
import { cardOf, draftOf, EMPTY_DRAFT } from "../../src/features/backoffice/card-form-model";

/** The editor's card form model: what the inputs hold becomes the card the import would take. */
const CARD = {
  id: 7,
  name: "Thẻ Mẫu",
  cardIssuer: "Ngân hàng Mẫu",
  productImage: "the-mau.svg",
  imageColor: "#112233",
  maxAmount: 50_000_000,
  gifts: "",
  annualFee: 299_000,
  annualFeeOffers: "",
  features: [{ info: "Hoàn tiền" }],
  tag: null,
  highlight: false,
  affiliateLink: "https://example.com/the-mau",
  overview: "",
  cardOpeningGifts: [],
  incentivePolicy: [{ label: "Ưu đãi", info: "Giảm 50%: cuối tuần" }],
  interestAndFees: [{ label: "Lãi suất", info: "2,5%/tháng" }],
  minIncomeConditions: 6_000_000,
  minAge: 18,
  maxAge: null,
  regionInformation: "",
  regions: [1, 79],
  cardTypes: [1, 3] as Array<1 | 2 | 3>,
  position: 5,
  active: true,
};

describe("card form model", () => {
  it("gives back the same card from the draft it made", () => {
    expect(cardOf(draftOf(CARD))).toEqual({ ok: true, card: CARD });
  });

  it("reads a fee typed with thousands dots, and an info holding a colon", () => {
    const draft = { ...draftOf(CARD), annualFee: "1.234.000" };
    const result = cardOf(draft);
    expect(result.ok && result.card.annualFee).toBe(1_234_000);
    expect(result.ok && result.card.incentivePolicy).toEqual([{ label: "Ưu đãi", info: "Giảm 50%: cuối tuần" }]);
  });

  it("refuses in Vietnamese what the import refuses", () => {
    expect(cardOf({ ...draftOf(CARD), annualFee: "-1" })).toEqual({
      ok: false,
      message: "Phí thường niên (VND): phải là số nguyên không âm",
    });
    expect(cardOf({ ...draftOf(CARD), interestAndFees: "không có nhãn" })).toEqual({
      ok: false,
      message: "Lãi suất và các loại phí: mỗi dòng phải có dạng «Nhãn: nội dung»",
    });
    expect(cardOf({ ...draftOf(CARD), affiliateLink: "javascript:alert(1)" })).toEqual({
      ok: false,
      message: "Thông tin thẻ không hợp lệ: affiliateLink",
    });
    expect(cardOf({ ...draftOf(CARD), minAge: "70", maxAge: "30" })).toEqual({
      ok: false,
      message: "Độ tuổi tối thiểu phải nhỏ hơn hoặc bằng độ tuổi tối đa",
    });
    expect(cardOf(EMPTY_DRAFT).ok).toBe(false);
  });
});
