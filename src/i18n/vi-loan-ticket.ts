/**
 * Vietnamese messages of the loan-ticket API and its rules (merged into the catalogue by t.ts).
 * The core catalogue (vi.ts) already holds the SPEC.md section 5 loan-ticket messages, the face
 * outcomes (face_not_match, face_forgery), product_policy_updated, loan_success and the
 * document-reading codes (ekyc_code_*); this file adds what the flow needs besides them.
 */
export const vi_loan_ticket = {
  // --- Validation of the details step (besides vi.ts) ---
  account_number_required: "Vui lòng nhập số tài khoản",
  account_holder_required: "Vui lòng nhập tên chủ tài khoản",
  account_holder_invalid: "Tên chủ tài khoản chỉ được gồm chữ cái và khoảng trắng",
  post_office_name_required: "Vui lòng nhập tên bưu cục",
  post_holder_required: "Vui lòng nhập tên người nhận tại bưu cục",
  address_required: "Vui lòng nhập địa chỉ",
  reference_phone_same: "Số điện thoại người tham chiếu phải khác số điện thoại của bạn",
  branch_not_of_bank: "Chi nhánh không thuộc ngân hàng đã chọn",
  address_area_invalid: "Phường/Xã, Quận/Huyện và Tỉnh/Thành phố không khớp nhau",
  ticket_amount_invalid: "Số tiền vay phải từ {min} đến {max}, theo bước {step}",
  ticket_term_invalid: "Thời hạn vay không thuộc các kỳ hạn của sản phẩm",
  contract_email_required: "Vui lòng nhập email để nhận hợp đồng",
  contract_email_max: "Email tối đa 50 ký tự",
  contract_agree_required: "Vui lòng xác nhận đã đọc và đồng ý với hợp đồng",

  // --- Identity step (besides the document codes of vi.ts) ---
  identity_number_invalid: "Số giấy tờ tùy thân không hợp lệ",
  passport_number_invalid: "Số hộ chiếu không hợp lệ",
  old_id_invalid: "Số CMND cũ phải gồm 9 chữ số",
  date_invalid: "Ngày không hợp lệ (định dạng dd/mm/yyyy)",
  identity_mismatch_read: "Số CCCD khác với số đọc được trên thẻ",
  image_required: "Vui lòng chọn ảnh giấy tờ",
  image_too_large: "Ảnh vượt quá dung lượng cho phép ({max} MB)",
  face_image_required: "Vui lòng chụp ảnh khuôn mặt",
  face_manual_review: "Ảnh khuôn mặt đã được ghi nhận và sẽ được đối chiếu thủ công với ảnh trên giấy tờ.",
  face_matched: "Xác thực khuôn mặt thành công.",
  image_dimensions_too_large:
    "Ảnh có kích thước quá lớn (tối đa {side} px mỗi cạnh và {megapixels} megapixel). Vui lòng chụp lại hoặc chọn ảnh nhỏ hơn.",
  ekyc_upload_quota: "Bạn đã gửi quá nhiều ảnh trong một giờ. Vui lòng thử lại sau {minutes} phút.",
  ekyc_id_mismatch: "Số giấy tờ tùy thân trên thẻ không khớp với số bạn đã khai báo.",
  ekyc_purge_done: "Đã xóa {files} tệp của {applications} hồ sơ quá {days} ngày lưu giữ.",
  ekyc_purge_server_running: "Máy chủ đang chạy giữ dữ liệu PGlite và tự xóa theo lịch; lệnh này không thực hiện gì.",
  ekyc_id_unknown:
    "Chưa có số giấy tờ tùy thân bạn đã khai báo để đối chiếu với thẻ. Vui lòng đăng ký khoản vay với số CCCD của bạn rồi chụp lại giấy tờ.",

  // --- Tickets and drafts ---
  product_not_found: "Sản phẩm không tồn tại hoặc đã ngừng cung cấp.",
  ticket_not_found: "Không tìm thấy hồ sơ vay.",
  ticket_auth_required: "Vui lòng đăng nhập hoặc đăng ký khoản vay để tiếp tục.",
  ticket_not_draft: "Hồ sơ đã được gửi, không thể chỉnh sửa.",
  ticket_identity_missing: "Vui lòng hoàn tất bước xác thực giấy tờ tùy thân.",
  ticket_face_missing: "Vui lòng hoàn tất bước xác thực khuôn mặt.",
  ticket_wrong_status: "Hồ sơ không ở bước có thể thực hiện thao tác này.",
  ticket_draft_deleted: "Đã xóa hồ sơ nháp.",
  ticket_otp_sent: "Mã xác thực OTP đã được gửi đến số điện thoại của bạn.",
  ekyc_provider_unavailable: "Dịch vụ xác thực danh tính đang bận. Vui lòng thử lại sau.",

  // --- Ticket statuses (records) ---
  ticket_status_draft: "Hồ sơ nháp",
  ticket_status_otpPending: "Chờ xác thực OTP",
  ticket_status_contractPending: "Chờ xác nhận hợp đồng",
  ticket_status_submitted: "Đã gửi, chờ xét duyệt",

  // --- The contract PDF ---
  contract_title: "HỢP ĐỒNG ĐỀ NGHỊ VAY VỐN",
  contract_subtitle: "Mã hồ sơ: {code} · Lập ngày {date}",
  contract_section_borrower: "1. Thông tin người đề nghị vay",
  contract_section_loan: "2. Thông tin khoản vay",
  contract_section_payment: "3. Phương thức giải ngân và thanh toán",
  contract_section_reference: "4. Người tham chiếu",
  contract_section_terms: "5. Cam kết",
  contract_terms_text:
    "Tôi cam kết các thông tin trên là đúng sự thật. Chúng tôi chỉ giới thiệu sản phẩm; việc phê duyệt khoản vay do đối tác {partner} quyết định và không được bảo đảm. Tôi không có nghĩa vụ sử dụng dịch vụ của bất kỳ đối tác nào.",
  contract_sample_note: "Bản hợp đồng mẫu, chỉ có giá trị tham khảo cho đến khi được đối tác phê duyệt.",

  // --- Key facts before agreement (contract step and contract PDF, issue 18) ---
  key_facts_title: "Thông tin chính của khoản vay",
  key_facts_lender: "Bên cho vay",
  key_facts_amount: "Số tiền vay",
  key_facts_amount_words: "Bằng chữ",
  key_facts_term: "Thời hạn vay",
  key_facts_term_value: "{term} tháng",
  key_facts_rate: "Lãi suất danh nghĩa",
  key_facts_apr: "Lãi suất thực tế gồm phí (APR)",
  key_facts_rate_value: "{rate}%/năm",
  key_facts_monthly: "Số tiền trả hàng tháng",
  key_facts_monthly_last: "{amount} (kỳ cuối: {last})",
  key_facts_first_due: "Ngày trả nợ đầu tiên",
  key_facts_fees: "Tổng phí",
  key_facts_fees_none: "Không thu phí",
  key_facts_fee_upfront: "phí giải ngân {amount} thu một lần, trừ vào tiền vay nhận được",
  key_facts_fee_monthly: "phí {amount} mỗi tháng",
  key_facts_interest: "Tổng tiền lãi",
  key_facts_total: "Tổng số tiền phải trả",
  key_facts_note:
    "Số tiền trả hàng tháng tính theo dư nợ giảm dần; ngày trả nợ đầu tiên là ngày trả nợ bạn chọn trong tháng sau ngày lập hợp đồng.",
  key_facts_unavailable: "Chưa tính được chi phí khoản vay. Vui lòng tải hợp đồng để xem chi tiết.",
  contract_section_key_facts: "Thông tin chính của khoản vay",
} as const;
