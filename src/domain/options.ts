import { PRODUCT_TYPE } from "./constants";

/** SPEC.md section 3 option lists. For the four scoring answers the stored value equals the label. */

export const INCOME_OPTIONS = ["3 - 7 triệu", "7 - 10 triệu", "10 - 13 triệu", "Trên 13 triệu"] as const;
export type IncomeOption = (typeof INCOME_OPTIONS)[number];

export const HOUSING_OPTIONS = ["Nhà riêng", "Ở cùng người thân", "Nhà thuê", "Khác"] as const;
export type HousingOption = (typeof HOUSING_OPTIONS)[number];

export const MARITAL_OPTIONS = ["Đã kết hôn", "Độc thân", "Khác"] as const;
export type MaritalOption = (typeof MARITAL_OPTIONS)[number];

export const DEPENDENTS_OPTIONS = ["Không có", "1 người", "2 người", "3 người", "Trên 3 người"] as const;
export type DependentsOption = (typeof DEPENDENTS_OPTIONS)[number];

export const GENDER_OPTIONS = ["Nam", "Nữ"] as const;
export type GenderOption = (typeof GENDER_OPTIONS)[number];

/** Where a new card is delivered. */
export const CARD_RECEIVING_ADDRESS_OPTIONS = [
  { value: 1, label: "Địa chỉ thường trú" },
  { value: 2, label: "Địa chỉ hiện tại" },
  { value: 3, label: "Địa chỉ nơi làm việc" },
] as const;
export type CardReceivingAddress = (typeof CARD_RECEIVING_ADDRESS_OPTIONS)[number]["value"];
export const CARD_RECEIVING_ADDRESS_VALUES = [1, 2, 3] as const satisfies readonly CardReceivingAddress[];

/** How much of the card balance is debited automatically. */
export const DEBT_DEDUCTION_RATIO_OPTIONS = [
  { value: 1, label: "Số dư tối thiểu" },
  { value: 2, label: "Tổng số dư" },
] as const;
export type DebtDeductionRatio = (typeof DEBT_DEDUCTION_RATIO_OPTIONS)[number]["value"];
export const DEBT_DEDUCTION_RATIO_VALUES = [1, 2] as const satisfies readonly DebtDeductionRatio[];

export const PRODUCT_TYPE_OPTIONS = [
  { value: PRODUCT_TYPE.card, label: "Thẻ tín dụng" },
  { value: PRODUCT_TYPE.loan, label: "Vay tiêu dùng" },
  { value: PRODUCT_TYPE.overdraft, label: "Vay thấu chi" },
] as const;
export type ProductTypeCode = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];
export const PRODUCT_TYPE_VALUES = [
  PRODUCT_TYPE.card,
  PRODUCT_TYPE.loan,
  PRODUCT_TYPE.overdraft,
] as const satisfies readonly ProductTypeCode[];
