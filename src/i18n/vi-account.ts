/** Vietnamese messages of the account feature (merged into the catalogue by t.ts). */
export const vi_account = {
  // Server answers
  account_login_throttled: "Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ít phút.",
  account_register_throttled: "Bạn đã thử đăng ký quá nhiều lần. Vui lòng thử lại sau.",
  account_email_taken: "Email đã được sử dụng cho một tài khoản khác.",
  account_reset_throttled: "Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần. Vui lòng thử lại sau.",
  account_login_captcha_required:
    "Tài khoản này đã đăng nhập sai nhiều lần. Vui lòng xác thực bạn không phải là người máy rồi đăng nhập lại.",

  // Login screen
  account_login_submitting: "Đang đăng nhập...",
  account_username_placeholder: "Nhập số điện thoại hoặc email",
  account_password_placeholder: "Nhập mật khẩu",
  account_show: "Hiện",
  account_hide: "Ẩn",

  // Forgot password
  account_request_submitting: "Đang gửi mã...",
  account_confirm_hint: "Vui lòng nhập mã xác thực OTP gồm 6 chữ số.",

  // Change password
  account_change_hint: "Mật khẩu mới gồm từ 6 đến 20 ký tự.",
  account_new_password_placeholder: "Nhập mật khẩu mới",
  account_confirm_password_placeholder: "Nhập lại mật khẩu mới",
  account_change_submitting: "Đang đổi mật khẩu...",
  account_change_redirecting: "Đổi mật khẩu thành công. Đang chuyển đến trang đăng nhập...",

  // Loan records
  account_records_intro: "Các hồ sơ vay bạn đã đăng ký, mới nhất trước.",
  account_records_empty: "Bạn chưa có hồ sơ vay nào.",
  account_records_register: "Đăng ký vay ngay",
  account_records_error: "Không tải được hồ sơ vay.",
  account_records_retry: "Thử lại",
  account_records_caption: "Danh sách hồ sơ vay",
  account_records_code: "Mã hồ sơ",
  account_records_date: "Ngày đăng ký",
  account_records_amount: "Số tiền vay",
  account_records_term: "Thời hạn",
  account_records_score: "Điểm tín nhiệm",
  account_records_partner: "Đối tác",
  account_records_status: "Trạng thái",
  account_records_no_partner: "Chưa có đối tác phù hợp",
  account_records_status_received: "Đã tiếp nhận",
  account_records_status_processing: "Đang xử lý",
  account_records_status_unsent: "Chưa gửi đến đối tác",
} as const;
