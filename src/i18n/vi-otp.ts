/** Vietnamese messages of the otp feature (merged into the catalogue by t.ts). */
export const vi_otp = {
  /**
   * The SMS carrying a one-time code. Written without diacritics on purpose: plain GSM-7 text fits
   * one 160-character SMS (Unicode SMS hold 70) and brand-name SMS templates in Vietnam are unaccented.
   */
  otp_sms_text:
    "Ma xac thuc OTP cua ban la {code}, co hieu luc trong {minutes} phut. Khong chia se ma nay cho bat ky ai.",
  sms_send_failed: "Không gửi được mã xác thực OTP. Vui lòng thử lại sau.",
  /** After the third wrong code on the lead form (otp_attempts_exceeded): back to step 1. */
  otp_restart_loan: "Tạo lại khoản vay",
} as const;
