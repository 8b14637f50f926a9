/**
 * Business constants and limits: the one place that mirrors SPEC.md section 9.
 * Machines, views, the server and tests all read from here.
 */

export const LOAN_AMOUNT = {
  min: 5_000_000,
  max: 100_000_000,
  step: 5_000_000,
  sliderStart: 5_000_000,
  default: 10_000_000,
} as const;
export const LOAN_TERM = { min: 6, max: 36, step: 3, default: 6 } as const;

export const SCORE = {
  max: 100,
  initial: 5,
  secondPartner: 44,
  firstPartner: 58,
  veryGood: 79,
  documentId: 241,
} as const;
export const PARTNER_MAX_AMOUNT = 50_000_000;

export const OTP = {
  digits: 6,
  ttlSeconds: 300,
  /** The resend link shows once the remaining time is at or below this. */
  resendVisibleAtOrBelow: 295,
  recentResendMax: 3,
  timeoutResendMax: 1,
  resetAttempts: 3,
  lockoutHours: 24,
} as const;

export const AGE = { min: 18, max: 60, altMin: 20, altMax: 57 } as const;

export const FIELD_LENGTH = {
  nameInput: 50,
  nameRule: 256,
  emailInput: 40,
  emailRule: 254,
  phone: 10,
  nationalId: 12,
  loginName: 50,
  loginPassword: 32,
  passwordMin: 6,
  passwordMax: 20,
  cardIncomeInput: 11,
  cardAgeInput: 2,
} as const;

/** Named delays, in milliseconds. */
export const DELAY = {
  SCORE_DEBOUNCE: 200,
  LOADING: 3_000,
  AUTOSAVE: 30_000,
  IDLE_CUTOFF: 240_000,
  /** Issue 33: the visitor is warned this long before the inactivity cut-off. */
  IDLE_WARNING: 30_000,
  IDLE_REDIRECT: 500,
  PASSWORD_CHANGED_REDIRECT: 500,
  OTP_TICK: 1_000,
  NEWS_AUTOPLAY: 5_000,
} as const;

export const REQUEST_TIMEOUT_MS = 300_000;

export const COOKIE_DAYS = { attribution: 30, credentials: 7 } as const;

export const CARDS = {
  pageSize: 6,
  homePageSize: 6,
  compareMax: 3,
  compareMaxMobile: 2,
  mobileBreakpointPx: 520,
  featuresShown: 3,
} as const;

export const CARD_SORT = { default: 1, annualFee: 2, maxLimit: 3 } as const;
export const CARD_TYPE = { all: 0, highApproval: 1, onlineSpending: 2, cashWithdrawal: 3 } as const;

export const CAROUSEL = {
  partners: { wide: 4, medium: 2, narrow: 1 },
  news: { wide: 3, medium: 2, narrow: 1 },
} as const;

export const PRODUCT_TYPE = { card: 1, loan: 2, overdraft: 3 } as const;

/** The fixed page code of the loan hub, sent with every saved lead. */
export const LOAN_HUB_PAGE_CODE = "LOAN_HUB";

export const SUPPORT = { hotline: "1900 6868", email: "hotro@vaytieudung.vn" } as const;

/** Tracking statuses (SPEC.md section 4, Tracking). */
export const TRACKING_STATUS = {
  visit: 1,
  loanNeed: 2,
  phone: 3,
  otpVerified: 4,
  name: 5,
  income: 6,
  housing: 7,
  marital: 8,
  dependents: 9,
} as const;
