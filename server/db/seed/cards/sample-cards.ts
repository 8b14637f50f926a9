import type { CardImportInput } from "../../../../src/contract/cards-import";
import { PROVINCES_2025 } from "../areas/provinces-2025";
import { SAMPLE_CARD_DETAILS } from "./sample-card-details";

/**
 * The SAMPLE card catalogue seeded into development databases: made-up offers for illustration
 * only (issuer names are real banks, every figure and link is invented; links point at
 * example.com; each card's features, fees and rates are in ./sample-card-details.ts). Replace it
 * with `npm run cards:import -- FILE.json`. The texts visitors read do not say "sample": a
 * non-production site shows one banner instead (docs/decisions/012-administrative-map-2025.md).
 */

type Row = [
  id: number,
  issuer: string,
  name: string,
  color: string,
  maxMillions: number,
  annualFeeThousands: number,
  minIncomeMillions: number | null,
  minAge: number | null,
  maxAge: number | null,
  types: (1 | 2 | 3)[],
  regions: number[],
  highlight: boolean,
  active: boolean,
  tag: string | null,
  gift: string,
];

// types: 1 high approval, 2 online spending, 3 cash withdrawal; regions: codes of the 34 provinces of the
// 2025 map (empty = nationwide).
// biome-ignore format: a data table reads better in rows
const ROWS: Row[] = [
  [1, "VPBank", "VPBank StepUp", "#00a651", 100, 499, 4.5, 18, 60, [1, 2], [], true, true, "Hoàn tiền", "Hoàn tiền 15% chi tiêu trực tuyến"],
  [2, "VPBank", "VPBank Lady", "#e5007e", 200, 499, 4.5, 18, 65, [2], [], false, true, "Dành cho phái đẹp", "Tặng 500.000 VND"],
  [3, "Techcombank", "Techcombank Everyday", "#e31837", 150, 0, 6, 18, 65, [2], [], true, true, "Miễn phí trọn đời", "Hoàn tiền đến 6%"],
  [4, "Techcombank", "Techcombank Spark", "#333333", 300, 990, 15, 21, 65, [2, 3], [], false, true, null, "Tặng 1.000.000 VND"],
  [5, "VIB", "VIB Online Plus 2in1", "#0066b3", 200, 899, 7, 18, 60, [2], [], true, true, "Mua sắm online", "Hoàn tiền 6% mua sắm online"],
  [6, "VIB", "VIB Cash Back", "#f7a600", 600, 1299, 15, 21, 65, [3], [], false, true, null, "Hoàn tiền đến 10%"],
  [7, "TPBank", "TPBank EVO", "#6f2c91", 80, 0, 3, 18, 60, [1, 2], [], true, true, "Mở thẻ online", "Tặng 300.000 VND"],
  [8, "TPBank", "TPBank Visa Platinum", "#512c85", 500, 1500, 20, 22, 65, [3], [1, 79], false, true, null, "Phòng chờ sân bay miễn phí"],
  [9, "HSBC", "HSBC Visa Cash Back", "#db0011", 500, 999, 12, 20, 65, [2, 3], [1, 48, 79], false, true, "Hoàn tiền", "Hoàn tiền 8% ăn uống"],
  [10, "HSBC", "HSBC Visa Platinum", "#a50010", 800, 0, 25, 22, null, [3], [1, 79], false, true, null, "Miễn phí thường niên năm đầu"],
  [11, "Shinhan Bank", "Shinhan Hi-Point", "#0046ff", 100, 299, 5, 18, 60, [1], [], false, true, null, "Tặng 200.000 VND"],
  [12, "Shinhan Bank", "Shinhan Visa Cashback", "#1c3f94", 200, 399, 8, 20, 60, [1, 3], [], false, true, null, "Hoàn tiền 5% siêu thị"],
  [13, "Sacombank", "Sacombank Visa Platinum Cashback", "#0072bc", 300, 999, 10, 18, 65, [2, 3], [], false, true, null, "Hoàn tiền 5% mọi chi tiêu"],
  [14, "Sacombank", "Sacombank UnionPay", "#005ba6", 50, 200, null, 18, null, [1, 3], [], false, true, null, "Giảm 50% phí năm đầu"],
  [15, "MB Bank", "MB Hi Collection", "#141ed2", 100, 0, 5, 18, 60, [1, 2], [], true, true, "Thiết kế riêng", "Miễn phí phát hành"],
  [16, "MB Bank", "MB Visa Infinite", "#0b1a6e", 1000, 2999, 50, 25, null, [3], [1, 31, 79], false, true, "Thượng lưu", "Tặng 2.000.000 VND"],
  [17, "VietinBank", "VietinBank Cashback", "#1e4e9c", 150, 299, 6, 18, 60, [2, 3], [], false, true, null, "Hoàn tiền 3%"],
  [18, "VietinBank", "VietinBank Premium Banking", "#163a73", 700, 1999, 30, 25, 70, [3], [1, 48, 79, 92], false, true, null, "Phòng chờ hạng thương gia"],
  [19, "Home Credit", "Home Credit Thẻ tín dụng", "#e11931", 50, 0, 3, 20, 60, [1], [], true, true, "Duyệt nhanh", "Trả góp 0% lãi suất"],
  [20, "Home Credit", "Home Credit Online Shopping", "#b5122a", 70, 0, null, 20, 58, [1, 2], [], false, true, null, "Tặng 100.000 VND"],
  [21, "Cake by VPBank", "Cake Freedom", "#ff2d78", 50, 0, null, 18, 60, [1, 2], [], false, true, "100% online", "Hoàn tiền 10% tháng đầu"],
  [22, "ACB", "ACB Visa Signature", "#1e3c96", 400, 1299, 15, 21, 65, [3], [79, 75], false, true, null, "Tặng 800.000 VND"],
  [23, "ACB", "ACB Visa Classic", "#2f62c6", 80, 299, 5, 18, 60, [1], [], false, true, null, "Miễn phí năm đầu"],
  [24, "Vietcombank", "Vietcombank Visa Platinum", "#00703c", 500, 800, 20, 18, 65, [3], [], false, true, null, "Giảm 20% tại nhà hàng đối tác"],
  [25, "Vietcombank", "Vietcombank Cashplus", "#005c30", 300, 800, 12, 18, null, [2, 3], [], false, true, null, "Hoàn tiền 2%"],
  [26, "BIDV", "BIDV Visa Flexi", "#006b68", 150, 200, null, null, null, [1, 2], [], false, true, null, "Tặng 200.000 VND"],
  [27, "BIDV", "BIDV Premier", "#005450", 500, 1000, 20, 22, 70, [3], [1, 31, 48], false, true, null, "Miễn phí rút tiền mặt"],
  [28, "TPBank", "TPBank Freego", "#7b3fa0", 60, 0, null, 18, 60, [1, 2], [], false, false, null, "Tặng 150.000 VND"],
  [29, "VIB", "VIB Rewards Unlimited", "#004b8d", 400, 1199, 12, 21, 60, [3], [], false, false, null, "Tích điểm không giới hạn"],
  [30, "Techcombank", "Techcombank Priority", "#8a0f1f", 900, 0, 40, 25, null, [3], [1, 79], false, false, "Ưu tiên", "Tặng 1.500.000 VND"],
];

const provinceName = new Map(PROVINCES_2025);

function regionText(regions: number[]): string {
  if (regions.length === 0) return "Toàn quốc";
  return `Chỉ phát hành tại ${regions.map((code) => provinceName.get(code) ?? String(code)).join(", ")}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const percent = (value: number) => `${String(value).replace(".", ",")}%`;
const thousands = (value: number) => `${value.toLocaleString("de-DE")}.000 VND`;
const formatMillions = (value: number) => `${value.toLocaleString("de-DE")}.000.000 VND`;
const cashFeeText = (pct: number, minThousands: number) =>
  pct === 0 ? "Miễn phí" : `${percent(pct)} số tiền giao dịch, tối thiểu ${thousands(minThousands)}`;

export function sampleCards(): CardImportInput[] {
  return ROWS.map(
    ([
      id,
      issuer,
      name,
      color,
      maxMillions,
      feeThousands,
      minIncome,
      minAge,
      maxAge,
      types,
      regions,
      highlight,
      active,
      tag,
      gift,
    ]) => {
      const annualFee = feeThousands * 1000;
      const detail = SAMPLE_CARD_DETAILS[id];
      if (!detail) throw new Error(`Sample card ${id} has no details`);
      const [cashPercent, cashMin] = detail.cashFee;
      return {
        id,
        name,
        cardIssuer: issuer,
        productImage: `${name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "")}.svg`,
        imageColor: color,
        maxAmount: maxMillions * 1_000_000,
        gifts: gift,
        annualFee,
        annualFeeOffers:
          annualFee === 0 ? "Miễn phí thường niên trọn đời" : "Miễn phí năm đầu khi chi tiêu từ 5.000.000 VND",
        features: detail.features.map((info) => ({ info })),
        tag,
        highlight,
        affiliateLink: `https://example.com/the-tin-dung/${id}?utm_source=vaytieudung&sample=1`,
        overview: `${name} là thẻ tín dụng do ${issuer} phát hành, ${lowerFirst(detail.features[0] ?? "")}. Thẻ có ${detail.freeDays} ngày miễn lãi và hạn mức đến ${formatMillions(maxMillions)}.`,
        cardOpeningGifts: [
          { label: "Quà mở thẻ", info: gift },
          { label: "Điều kiện nhận quà", info: detail.giftCondition },
        ],
        incentivePolicy: [
          { label: "Miễn lãi", info: `Đến ${detail.freeDays} ngày` },
          { label: "Trả góp", info: detail.instalment },
        ],
        interestAndFees: [
          { label: "Lãi suất", info: `${percent(detail.rate)}/năm` },
          { label: "Phí rút tiền mặt", info: cashFeeText(cashPercent, cashMin) },
          { label: "Phí giao dịch ngoại tệ", info: `${percent(detail.fxFee)} số tiền giao dịch` },
        ],
        minIncomeConditions: minIncome === null ? null : minIncome * 1_000_000,
        minAge,
        maxAge,
        regionInformation: regionText(regions),
        regions,
        cardTypes: types,
        position: id * 10,
        active,
      };
    },
  );
}
