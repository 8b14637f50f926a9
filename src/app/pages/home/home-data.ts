import type { MessageKey } from "../../../i18n/t";

/**
 * The marketing content of the home page below the fold (its chunk loads near the viewport; the
 * counters and about-us, above it, are in ./home-facts.ts). Texts are catalogue keys (src/i18n/vi-content.ts); partner
 * names are brand names. This is sample content, to be replaced by the product owner's.
 */

export interface Partner {
  id: string;
  /** The short mark shown as the logo. */
  mark: string;
  name: string;
  color: string;
}

export const PARTNERS: readonly Partner[] = [
  { id: "bidv", mark: "BIDV", name: "Ngân hàng BIDV", color: "#006b68" },
  { id: "vietcombank", mark: "VCB", name: "Vietcombank", color: "#00703c" },
  { id: "vpbank", mark: "VPB", name: "VPBank", color: "#00883a" },
  { id: "tpbank", mark: "TPB", name: "TPBank", color: "#5c2d91" },
  { id: "fecredit", mark: "FE", name: "FE Credit", color: "#0a7c3e" },
  { id: "homecredit", mark: "HC", name: "Home Credit", color: "#d0021b" },
  { id: "shinhan", mark: "SHF", name: "Shinhan Finance", color: "#0046ff" },
  { id: "mcredit", mark: "MC", name: "Mcredit", color: "#1e3a8a" },
];

export interface NewsItem {
  id: string;
  category: MessageKey;
  title: MessageKey;
  excerpt: MessageKey;
  /** YYYY-MM-DD */
  date: string;
  /** The article at /tin-tuc/<slug> (src/features/content/news-articles.ts). */
  slug: string;
}

export const NEWS: readonly NewsItem[] = [
  {
    id: "n1",
    category: "news_1_category",
    title: "news_1_title",
    excerpt: "news_1_excerpt",
    date: "2026-11-18",
    slug: "5-dieu-can-biet-truoc-khi-vay-tieu-dung-tin-chap",
  },
  {
    id: "n2",
    category: "news_2_category",
    title: "news_2_title",
    excerpt: "news_2_excerpt",
    date: "2026-11-12",
    slug: "cach-dung-the-tin-dung-khong-mat-lai",
  },
  {
    id: "n3",
    category: "news_3_category",
    title: "news_3_title",
    excerpt: "news_3_excerpt",
    date: "2026-11-05",
    slug: "quy-tac-50-30-20-cho-nguoi-moi-di-lam",
  },
  {
    id: "n4",
    category: "news_4_category",
    title: "news_4_title",
    excerpt: "news_4_excerpt",
    date: "2026-10-29",
    slug: "nhan-dien-chieu-lua-dao-ho-tro-vay-von",
  },
  {
    id: "n5",
    category: "news_5_category",
    title: "news_5_title",
    excerpt: "news_5_excerpt",
    date: "2026-10-21",
    slug: "diem-tin-dung-cic-la-gi",
  },
  {
    id: "n6",
    category: "news_6_category",
    title: "news_6_title",
    excerpt: "news_6_excerpt",
    date: "2026-10-14",
    slug: "tra-gop-0-co-that-su-mien-phi",
  },
];

export const STEPS: ReadonlyArray<{ id: string; title: MessageKey; text: MessageKey }> = [
  { id: "amount", title: "how_it_works_step_1", text: "how_it_works_step_1_text" },
  { id: "verify", title: "how_it_works_step_2", text: "how_it_works_step_2_text" },
  { id: "result", title: "how_it_works_step_3", text: "how_it_works_step_3_text" },
  { id: "contact", title: "how_it_works_step_4", text: "how_it_works_step_4_text" },
];

export const TESTIMONIALS: ReadonlyArray<{ id: string; name: MessageKey; role: MessageKey; quote: MessageKey }> = [
  { id: "t1", name: "testimonial_1_name", role: "testimonial_1_role", quote: "testimonial_1_quote" },
  { id: "t2", name: "testimonial_2_name", role: "testimonial_2_role", quote: "testimonial_2_quote" },
  { id: "t3", name: "testimonial_3_name", role: "testimonial_3_role", quote: "testimonial_3_quote" },
];

export const TIPS: ReadonlyArray<{ id: string; title: MessageKey; text: MessageKey }> = [
  { id: "amount", title: "tip_1_title", text: "tip_1_text" },
  { id: "cost", title: "tip_2_title", text: "tip_2_text" },
  { id: "contract", title: "tip_3_title", text: "tip_3_text" },
  { id: "scam", title: "tip_4_title", text: "tip_4_text" },
];

/** The official account on the messaging app (Zalo OA) the QR code opens. */
export const ZALO_OA_URL = "https://zalo.me/vaytieudung";
