import { HttpResponse, http } from "msw";
import type { FaqItem } from "../../src/contract/faq";
import type { LoanOffer, SiteCompany, SitePartner } from "../../src/contract/site";
import { FAQ_PARAMS, FAQ_SEED } from "../../src/domain/faq-items";
import { t } from "../../src/i18n/t";

/**
 * The API as every story sees it, answered by Mock Service Worker in the page (the worker script,
 * .storybook/public/mockServiceWorker.js, is served from Storybook's own origin; nothing leaves the
 * browser). These are the defaults of every story (.storybook/preview.tsx); a story answers
 * differently with `parameters.msw: [http.get(...)]` (msw-storybook-addon's CSF 3 loader): its
 * handlers come first. Views that take their data as props or from a fake API (stories/cards,
 * stories/loan-ticket) need nothing here.
 */

const ok = <T>(data: T) => HttpResponse.json({ code: 200, data });

export const STORY_COMPANY: SiteCompany = {
  legalName: "Công ty Cổ phần Ví Dụ Tài Chính",
  registrationNumber: "0109999999",
  registrationIssuer: "Sở Kế hoạch và Đầu tư TP. Hà Nội cấp ngày 02/02/2022",
  address: "12 Phố Huế, Quận Hai Bà Trưng, Hà Nội",
  hotline: "1900 1234",
  email: "lienhe@example.vn",
  moitRegistrationUrl: null,
  sample: true,
  production: true,
};

export const STORY_PARTNERS: SitePartner[] = [
  { name: "An Phát", legalName: "Công ty Tài chính TNHH An Phát", licence: "Giấy phép số 00/GP-NHNN", sample: true },
  {
    name: "Bình Minh",
    legalName: "Công ty Tài chính TNHH Bình Minh",
    licence: "Giấy phép số 01/GP-NHNN",
    sample: true,
  },
];

export const STORY_LOAN_OFFERS: LoanOffer[] = [
  {
    productId: 1,
    productName: "Vay tiêu dùng An Phát",
    partnerName: "An Phát",
    minAmount: 5_000_000,
    maxAmount: 100_000_000,
    amountStep: 1_000_000,
    terms: [6, 12, 18, 24, 36],
    interestRateYear: 24,
    upfrontFee: { kind: "amount", vnd: 0 },
    monthlyFee: 0,
    sample: true,
  },
  {
    productId: 2,
    productName: "Vay nhanh Bình Minh",
    partnerName: "Bình Minh",
    minAmount: 10_000_000,
    maxAmount: 70_000_000,
    amountStep: 1_000_000,
    terms: [12, 24],
    interestRateYear: 30,
    upfrontFee: { kind: "percent", percent: 1 },
    monthlyFee: 10_000,
    sample: true,
  },
];

/** The home page's FAQ as the database is seeded with it (server/db/seed/faq.ts). */
export const STORY_FAQ: FaqItem[] = FAQ_SEED.map((item, index) => ({
  id: index + 1,
  question: t(item.question),
  answer: item.answer.map((key) => t(key, FAQ_PARAMS)),
}));

const COLOURS = ["#1d4ed8", "#047857", "#b91c1c", "#7c3aed", "#c2410c", "#0f766e"];

/** A card picture as the server's image endpoint answers it: an SVG, one colour per image name. */
export function cardSvg(image: string): string {
  const number = Number(/(\d+)/.exec(image)?.[1] ?? 0);
  const colour = COLOURS[number % COLOURS.length] ?? "#1d4ed8";
  const label = image === "default.svg" ? "Thẻ tín dụng" : `Thẻ mẫu ${number}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200"><rect width="320" height="200" rx="16" fill="${colour}"/><rect x="24" y="72" width="44" height="34" rx="6" fill="#fcd34d"/><text x="24" y="160" fill="#fff" font-family="sans-serif" font-size="22">${label}</text></svg>`;
}

export const storyApiHandlers = [
  http.get("/api/site/company", () => ok(STORY_COMPANY)),
  http.get("/api/site/partners", () => ok(STORY_PARTNERS)),
  http.get("/api/site/loan-offers", () => ok(STORY_LOAN_OFFERS)),
  http.get("/api/site/faq", () => ok({ items: STORY_FAQ })),
  http.get(
    "/api/v1/downloadFileLaaS/:image",
    ({ params }) =>
      new HttpResponse(cardSvg(String(params.image)), {
        headers: { "content-type": "image/svg+xml", "cache-control": "no-store" },
      }),
  ),
];
