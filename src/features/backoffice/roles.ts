import type { StaffRole } from "../../contract/staff";
import { t } from "../../i18n/t";

/** The roles as the screens name them (biên tập, vận hành, tuân thủ, quản trị). */
export function roleLabel(role: StaffRole): string {
  return t(`staff_role_${role}`);
}

/** The navigation of the back-office shell, by role: each link shows only to the roles its screen serves. */
export const NAV: ReadonlyArray<{
  to:
    | "/quan-tri"
    | "/quan-tri/nhan-vien"
    | "/quan-tri/nhat-ky"
    | "/quan-tri/the"
    | "/quan-tri/san-pham-vay"
    | "/quan-tri/tin-tuc"
    | "/quan-tri/cau-hoi"
    | "/quan-tri/doi-tac"
    | "/quan-tri/van-ban-phap-ly"
    | "/quan-tri/duyet"
    | "/quan-tri/ho-so"
    | "/quan-tri/gui-doi-tac"
    | "/quan-tri/yeu-cau-xoa"
    | "/quan-tri/xuat-du-lieu"
    | "/quan-tri/dong-y"
    | "/quan-tri/ma-api";
  label:
    | "bo_nav_home"
    | "bo_nav_staff"
    | "bo_nav_audit"
    | "bo_nav_cards"
    | "bo_nav_loans"
    | "bo_nav_news"
    | "bo_nav_faq"
    | "bo_nav_partners"
    | "bo_nav_legal"
    | "bo_nav_review"
    | "bo_nav_records"
    | "bo_nav_deliveries"
    | "bo_nav_compliance"
    | "bo_nav_subject_export"
    | "bo_nav_consents"
    | "bo_nav_tokens";
  roles: readonly StaffRole[];
}> = [
  { to: "/quan-tri", label: "bo_nav_home", roles: ["editor", "operator", "compliance", "admin"] },
  { to: "/quan-tri/nhan-vien", label: "bo_nav_staff", roles: ["admin"] },
  { to: "/quan-tri/nhat-ky", label: "bo_nav_audit", roles: ["compliance", "admin"] },
  { to: "/quan-tri/the", label: "bo_nav_cards", roles: ["editor"] },
  { to: "/quan-tri/san-pham-vay", label: "bo_nav_loans", roles: ["editor"] },
  { to: "/quan-tri/tin-tuc", label: "bo_nav_news", roles: ["editor"] },
  { to: "/quan-tri/cau-hoi", label: "bo_nav_faq", roles: ["editor"] },
  { to: "/quan-tri/doi-tac", label: "bo_nav_partners", roles: ["editor"] },
  { to: "/quan-tri/van-ban-phap-ly", label: "bo_nav_legal", roles: ["editor", "compliance"] },
  { to: "/quan-tri/duyet", label: "bo_nav_review", roles: ["operator"] },
  { to: "/quan-tri/ho-so", label: "bo_nav_records", roles: ["operator", "compliance"] },
  { to: "/quan-tri/gui-doi-tac", label: "bo_nav_deliveries", roles: ["operator"] },
  { to: "/quan-tri/yeu-cau-xoa", label: "bo_nav_compliance", roles: ["compliance"] },
  { to: "/quan-tri/xuat-du-lieu", label: "bo_nav_subject_export", roles: ["compliance"] },
  { to: "/quan-tri/dong-y", label: "bo_nav_consents", roles: ["compliance"] },
  { to: "/quan-tri/ma-api", label: "bo_nav_tokens", roles: ["editor", "operator", "compliance", "admin"] },
];
