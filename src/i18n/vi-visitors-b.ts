/**
 * Vietnamese messages added by the third visitors round (issue 33, part b): the data-deletion scope,
 * the declined path's real offers, the loan wizard's start. Merged into the catalogue by t.ts.
 */
export const vi_visitors_b = {
  // --- /yeu-cau-xoa-du-lieu: everything we hold about a phone, as erasePerson removes it ---
  deletion_scope_identity: "Ảnh mặt trước, mặt sau CCCD (hoặc giấy tờ khác) và thông tin đọc từ giấy tờ.",
  deletion_scope_face: "Ảnh khuôn mặt (dữ liệu sinh trắc học) và kết quả so khớp khuôn mặt.",
  deletion_scope_bank: "Tài khoản nhận tiền: ngân hàng, chi nhánh, số tài khoản và tên chủ tài khoản.",
  deletion_scope_address: "Địa chỉ liên hệ: tỉnh/thành phố, phường/xã, số nhà và đường.",
  deletion_scope_reference: "Người tham chiếu bạn đã khai: mối quan hệ, họ tên, số điện thoại và email.",
  deletion_scope_consents: "Các sự đồng ý bạn đã đưa ra, mã OTP và tin nhắn đã gửi đến số điện thoại này.",
  // --- The result: what was asked, and what this score really qualifies for (issue 33 item 4) ---
  result_asked: "Bạn đã đăng ký vay {amount} trong {month} tháng.",
  result_offer_smaller:
    "Với điểm của bạn, {partner} nhận khoản vay đến {amount}: bạn có thể đăng ký {amount} trong {month} tháng.",
  declined_help_title: "Điều thực sự giúp được bạn",
  declined_offer_none:
    "Vay ít hơn hoặc trả trong thời gian dài hơn cũng không giúp được: số tiền và thời hạn vay không được tính vào điểm, nên với {score} điểm chưa đối tác nào nhận hồ sơ ở bất kỳ số tiền hay thời hạn nào.",
  declined_cic_text:
    "Đối tác còn xem lịch sử vay và trả nợ của bạn tại Trung tâm Thông tin tín dụng Quốc gia (CIC). Trả nợ đúng hạn giúp những lần đăng ký sau thuận lợi hơn.",
  declined_cic_link: "Điểm tín dụng CIC là gì và vì sao quan trọng",
  declined_nothing_sent: "Hồ sơ này chưa được gửi đến đối tác nào, nên bạn không cần tạo mật khẩu để theo dõi.",
  // --- The loan wizard's start, summary, total capital and success (issue 33 item 8) ---
  wizard_intro_title: "Chuẩn bị trước khi bắt đầu",
  wizard_intro_time: "Hồ sơ mất khoảng {minutes} phút. Bạn có thể dừng giữa chừng; hồ sơ được lưu nháp.",
  wizard_intro_id: "Căn cước công dân (CCCD) gắn chip bản gốc, để chụp hai mặt.",
  wizard_intro_face: "Điện thoại hoặc máy tính có camera, ở nơi đủ sáng, để chụp ảnh khuôn mặt.",
  wizard_intro_bank: "Số tài khoản ngân hàng đứng tên bạn để nhận tiền.",
  wizard_intro_address: "Địa chỉ liên hệ hiện tại.",
  wizard_intro_reference: "Họ tên và số điện thoại của một người tham chiếu (người thân hoặc đồng nghiệp).",
  wizard_intro_phone: "Điện thoại đang dùng số đã đăng ký, để nhận mã OTP.",
  wizard_summary_title: "Khoản vay của bạn",
  wizard_summary_partner: "Đối tác cho vay",
  wizard_summary_amount: "Số tiền vay",
  wizard_summary_term: "Thời hạn",
  wizard_summary_term_value: "{months} tháng",
  details_total_capital_hint:
    "Tổng số tiền bạn cần cho mục đích vay, gồm số tiền vay và phần tiền bạn tự có. Ví dụ: mua xe 30.000.000 VND, vay 20.000.000 VND thì tổng vốn sử dụng là 30.000.000 VND. Số này phải lớn hơn hoặc bằng số tiền vay.",
  wizard_success_who: "{partner} xét duyệt hồ sơ và trả lời bạn trong vòng 24 giờ.",
  wizard_success_contact:
    "{partner} sẽ liên hệ với bạn qua số điện thoại đã đăng ký. Bạn theo dõi trạng thái hồ sơ tại mục Hồ sơ vay; cần hỗ trợ, gọi hotline {hotline} hoặc gửi email đến {email}.",
  // --- Why the login page asks for a sign-in (issue 33) ---
  login_reason_records: "Hồ sơ vay chứa thông tin cá nhân của bạn, nên bạn cần đăng nhập để xem.",
  login_reason_wizard: "Bạn cần đăng nhập để tiếp tục hồ sơ vay, vì hồ sơ được lưu trong tài khoản của bạn.",
  login_reason_my_data: "Bạn cần đăng nhập để xem dữ liệu cá nhân chúng tôi lưu về bạn.",
  login_reason_change_password: "Bạn cần đăng nhập để đổi mật khẩu của tài khoản.",
  login_reason_other: "Trang bạn mở chỉ dành cho tài khoản đã đăng nhập.",
};
