/** Vietnamese messages of the funnel feature (merged into the catalogue by t.ts). */
export const vi_funnel = {
  // --- Server answers of the lead funnel ---
  ticket_forbidden: "Phiên đăng ký khoản vay không hợp lệ hoặc đã hết hạn. Vui lòng đăng ký lại từ đầu.",
  identity_check_throttled: "Bạn đã kiểm tra số CCCD quá nhiều lần. Vui lòng thử lại sau.",
  score_answers_incomplete: "Vui lòng trả lời đầy đủ các câu hỏi trước khi hoàn tất hồ sơ.",
  score_attribute_repeated: "Mỗi câu hỏi chỉ được trả lời một lần.",
  lead_not_scored: "Hồ sơ chưa được chấm điểm đầy đủ. Vui lòng hoàn tất các bước trước khi gửi hồ sơ.",
  lead_mismatch: "Thông tin hồ sơ không khớp với thông tin đã xác thực. Vui lòng kiểm tra lại.",
  old_password_wrong: "Mật khẩu hiện tại không đúng.",

  // --- Labels of the four scoring attributes (attrLabel of the score request) ---
  score_attr_income: "Thu nhập hàng tháng",
  score_attr_housing: "Tình trạng nhà ở",
  score_attr_marital: "Tình trạng hôn nhân",
  score_attr_dependents: "Số người phụ thuộc",

  // --- Lead form screens (client) ---
  funnel_form_label: "Đăng ký khoản vay",
  loan_landing_eligibility_title: "Ai có thể đăng ký vay?",
  loan_landing_eligibility_age: "Công dân Việt Nam từ {min} đến {max} tuổi, có căn cước công dân 12 số.",
  loan_landing_eligibility_phone: "Số điện thoại chính chủ để nhận mã xác thực (OTP).",
  loan_landing_eligibility_amount: "Khoản vay từ {min} đến {max}, kỳ hạn từ {termMin} đến {termMax} tháng.",
  loan_landing_eligibility_income:
    "Có thu nhập hàng tháng: thu nhập, nhà ở, tình trạng hôn nhân và khoản vay hiện có được dùng để chấm điểm và chọn đối tác phù hợp.",
  loan_landing_not_lender:
    "Chúng tôi giới thiệu bạn tới đối tác cho vay và không trực tiếp cho vay; đối tác thẩm định và quyết định khoản vay.",
  loan_landing_partners_title: "Đối tác cho vay",
  loan_landing_partners_more: "Xem thông tin pháp lý của các đối tác",
  funnel_loan_page_intro: "Chỉ vài bước đơn giản để nhận đề xuất khoản vay phù hợp từ các đối tác uy tín.",
  funnel_submitting: "Đang xử lý...",
  funnel_captcha_label: "Xác thực bạn không phải là người máy",
  funnel_captcha_loading: "Đang tải xác thực...",
  funnel_phone_from_account:
    "Số điện thoại của tài khoản bạn đang đăng nhập. Chúng tôi vẫn gửi mã OTP đến số này để xác nhận hồ sơ vay.",
  funnel_captcha_unavailable: "Không tải được bước xác thực. Vui lòng tải lại trang.",
  missing_hint: "Để tiếp tục, bạn cần: {items}.",
  missing_phone: "số điện thoại hợp lệ",
  missing_email: "email hợp lệ (hoặc để trống)",
  missing_agree: "đồng ý với điều khoản",
  missing_captcha: 'tích ô "Tôi không phải là robot"',
  missing_name: "họ tên",
  missing_national_id: "số CCCD hợp lệ",
  missing_age: "tuổi từ {min} đến {max}",
  funnel_age_rule: "Bạn cần từ {min} đến {max} tuổi để đăng ký vay.",
  funnel_score_hint: "Điểm tín nhiệm tối đa {max}",
  funnel_partner_fallback: "đối tác tài chính của chúng tôi",
  funnel_follow_oa_open: "Mở Zalo",
  funnel_follow_oa_qr_label: "Mã QR tài khoản Zalo chính thức",
  funnel_set_password_submit: "Tạo mật khẩu",
  funnel_set_password_saving: "Đang lưu mật khẩu...",
  funnel_set_password_unavailable:
    "Để bảo mật, mật khẩu tạm thời không được lưu lại trên trình duyệt. Bạn có thể tạo mật khẩu bằng chức năng Quên mật khẩu.",
  funnel_start_over: "Đăng ký khoản vay mới",
  funnel_card_image_alt: "Hình thẻ {name}",
  funnel_identity_derived: "Giới tính: {gender} · Năm sinh: {year}",

  // --- A score that helps (issue 18): provisional bar, explained result, options that fit ---
  score_provisional: "Điểm tạm tính",
  score_provisional_left: "Còn {questions} câu hỏi, có thể cộng thêm tối đa {points} điểm.",
  score_provisional_reach: "Điểm có thể đạt: đến {reachable}/{max}",
  score_final_hint: "Đã trả lời đủ các câu hỏi.",
  score_explain_title: "Điểm của bạn được tính như thế nào",
  score_explain_answer: "Câu trả lời",
  score_explain_points: "Điểm",
  score_explain_base: "Điểm khởi đầu",
  score_explain_age: "Độ tuổi (theo số CCCD)",
  score_explain_value: "{points}/{max}",
  score_explain_total: "Tổng điểm",
  score_reason_regret: "Đối tác yêu cầu từ {threshold} điểm; hồ sơ của bạn còn thiếu {missing} điểm.",
  score_reason_second: "Thêm {missing} điểm nữa (từ {threshold} điểm), hồ sơ của bạn sẽ đến đối tác thứ nhất.",
  score_tips_title: "Cách cải thiện điểm",
  score_tip_income:
    "Khi thu nhập hàng tháng đạt mức {option} (tính cả lương, thưởng và thu nhập ổn định khác), bạn được thêm {gain} điểm.",
  score_tips_not_enough:
    "Không thay đổi nào ở trên tự nó bù đủ {missing} điểm còn thiếu: điểm của bạn chưa thể đạt mức đối tác yêu cầu trong lần đăng ký này. Các thông tin bạn đã khai đúng sự thật, xin đừng thay đổi chúng.",
  score_tips_none:
    "Hiện không có thay đổi nào bù được {missing} điểm còn thiếu: điểm của bạn chưa thể đạt mức đối tác yêu cầu trong lần đăng ký này.",
  score_tip_age: "Từ {age} tuổi, điểm độ tuổi của bạn tăng thêm {gain} điểm.",
  fitting_cards_title: "Thẻ phù hợp với thu nhập và độ tuổi của bạn",
  fitting_cards_none: "Hiện chưa có thẻ tín dụng phù hợp với thu nhập và độ tuổi của bạn.",
} as const;
