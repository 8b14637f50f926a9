import type { AnyStateMachine } from "xstate";
import { changeOwnPasswordMachine } from "../../machines/change-own-password/machine";
import { dataDeletionMachine } from "../../machines/data-deletion/machine";
import { ekycMachine } from "../../machines/ekyc/machine";
import { inactivityMachine } from "../../machines/inactivity/machine";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import { loanTicketMachine } from "../../machines/loan-ticket/machine";
import { manualReviewMachine } from "../../machines/manual-review/machine";
import { myDataMachine } from "../../machines/my-data/machine";
import { otpMachine } from "../../machines/otp/machine";
import { passwordResetMachine } from "../../machines/password-reset/machine";
import { staffSignInMachine } from "../../machines/staff-sign-in/machine";

/** A machine the flow viewer draws: its folder name under machines/ and a title in words. */
export interface DrawnMachine {
  name: string;
  title: string;
  machine: AnyStateMachine;
}

/** Every machine of the app, in the order a visitor meets them. */
export const DRAWN_MACHINES: DrawnMachine[] = [
  { name: "lead-funnel", title: "Đăng ký vay (lead funnel)", machine: leadFunnelMachine },
  { name: "otp", title: "Mã OTP", machine: otpMachine },
  { name: "inactivity", title: "Theo dõi truy cập, không hoạt động", machine: inactivityMachine },
  { name: "password-reset", title: "Đặt lại mật khẩu", machine: passwordResetMachine },
  { name: "loan-ticket", title: "Hồ sơ vay (loan ticket)", machine: loanTicketMachine },
  { name: "ekyc", title: "Xác thực danh tính (eKYC)", machine: ekycMachine },
  { name: "data-deletion", title: "Yêu cầu xoá dữ liệu", machine: dataDeletionMachine },
  { name: "my-data", title: "Dữ liệu của tôi", machine: myDataMachine },
  { name: "change-own-password", title: "Đổi mật khẩu (khách đã đăng nhập)", machine: changeOwnPasswordMachine },
  { name: "staff-sign-in", title: "Nhân viên đăng nhập (quản trị)", machine: staffSignInMachine },
  { name: "manual-review", title: "Duyệt thủ công (quản trị)", machine: manualReviewMachine },
];
