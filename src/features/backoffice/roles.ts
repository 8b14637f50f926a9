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
    | "/quan-tri/yeu-cau-xoa"
    | "/quan-tri/xuat-du-lieu"
    | "/quan-tri/dong-y";
  label:
    | "bo_nav_home"
    | "bo_nav_staff"
    | "bo_nav_audit"
    | "bo_nav_compliance"
    | "bo_nav_subject_export"
    | "bo_nav_consents";
  roles: readonly StaffRole[];
}> = [
  { to: "/quan-tri", label: "bo_nav_home", roles: ["editor", "operator", "compliance", "admin"] },
  { to: "/quan-tri/nhan-vien", label: "bo_nav_staff", roles: ["admin"] },
  { to: "/quan-tri/nhat-ky", label: "bo_nav_audit", roles: ["compliance", "admin"] },
  { to: "/quan-tri/yeu-cau-xoa", label: "bo_nav_compliance", roles: ["compliance"] },
  { to: "/quan-tri/xuat-du-lieu", label: "bo_nav_subject_export", roles: ["compliance"] },
  { to: "/quan-tri/dong-y", label: "bo_nav_consents", roles: ["compliance"] },
];
