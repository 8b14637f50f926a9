import { SITE_DOCUMENT } from "../../../../src/contract/content";
import { articlesOnly, type SeedDocument } from "./build";
import { privacyArticlesA } from "./privacy-policy-a";
import { privacyArticlesB } from "./privacy-policy-b";

/** Our privacy policy (/chinh-sach-bao-mat): 16 articles, each a heading of the side menu. */
export const privacyPolicy: SeedDocument = {
  kind: "site",
  refId: SITE_DOCUMENT.privacy,
  title: "Chính sách bảo mật dữ liệu cá nhân",
  summary:
    "Chính sách này cho biết chúng tôi thu thập những dữ liệu cá nhân nào, xử lý cho mục đích gì, chia sẻ với ai, lưu trữ bao lâu và bạn thực hiện quyền của mình như thế nào, theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP.",
  effectiveDate: "2026-11-23",
  sections: articlesOnly(...privacyArticlesA, ...privacyArticlesB),
};
