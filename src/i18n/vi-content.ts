/** Vietnamese messages of the content feature (merged into the catalogue by t.ts). */
export const vi_content = {
  // --- Page descriptions (meta description of each route) ---
  meta_home:
    "So sánh và đăng ký vay tiêu dùng từ {minMillion} đến {maxMillion} triệu, chọn thẻ tín dụng phù hợp với các ngân hàng, công ty tài chính uy tín. Hoàn toàn miễn phí.",
  meta_news: "Kiến thức tài chính: hướng dẫn vay tiêu dùng, dùng thẻ tín dụng và quản lý tài chính cá nhân tối ưu.",
  meta_terms: "Điều khoản và điều kiện sử dụng dịch vụ giới thiệu vay tiêu dùng và thẻ tín dụng của Vay Tiêu Dùng.",
  meta_privacy:
    "Chính sách bảo mật: dữ liệu cá nhân được xử lý, mục đích, chia sẻ, quyền của khách hàng, lưu trữ, cookie và kênh liên hệ.",
  meta_rule_bidv: "Điều khoản đăng ký sản phẩm vay và thẻ tín dụng của ngân hàng đối tác BIDV qua Vay Tiêu Dùng.",
  meta_data_deletion: "Gửi yêu cầu xóa dữ liệu cá nhân của bạn sau khi xác thực số điện thoại bằng mã OTP.",
  meta_test: "Trang thử nghiệm nội bộ.",

  // --- Home: about us ---
  about_value_free_title: "Miễn phí 100%",
  about_value_free_text: "Bạn không phải trả bất kỳ khoản phí nào khi so sánh và đăng ký qua chúng tôi.",
  about_value_partner_title: "Đối tác được cấp phép",
  about_value_partner_text:
    "Chúng tôi chỉ giới thiệu sản phẩm của ngân hàng và công ty tài chính được phép hoạt động tại Việt Nam.",
  about_value_secure_title: "Bảo mật dữ liệu",
  about_value_secure_text:
    "Thông tin của bạn được bảo vệ theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP và chỉ chia sẻ khi bạn đồng ý.",

  // --- Home: partners and news carousels ---
  partners_subtitle: "Sản phẩm được cung cấp bởi các ngân hàng và công ty tài chính uy tín",
  home_news_title: "Tin tức mới nhất",
  home_news_all: "Xem tất cả tin tức",
  home_news_read: "Đọc tiếp",
  news_latest: "Bài viết mới",
  news_back: "Quay lại Kiến thức tài chính",
  news_not_found: "Không tìm thấy bài viết này.",
  news_published: "Đăng ngày",
  news_1_category: "Vay tiêu dùng",
  news_1_title: "5 điều cần biết trước khi vay tiêu dùng tín chấp",
  news_1_excerpt: "Lãi suất, phí trả nợ trước hạn và tổng chi phí khoản vay là những điều bạn nên hỏi rõ trước khi ký.",
  news_2_category: "Thẻ tín dụng",
  news_2_title: "Cách dùng thẻ tín dụng không mất lãi",
  news_2_excerpt: "Thanh toán toàn bộ dư nợ trước ngày đến hạn để tận dụng trọn vẹn thời gian miễn lãi đến 55 ngày.",
  news_3_category: "Quản lý tài chính",
  news_3_title: "Quy tắc 50/30/20 cho người mới đi làm",
  news_3_excerpt: "Chia thu nhập thành nhu cầu thiết yếu, mong muốn cá nhân và tiết kiệm để chủ động chi tiêu.",
  news_4_category: "Cảnh báo",
  news_4_title: "Nhận diện chiêu lừa đảo “hỗ trợ vay vốn”",
  news_4_excerpt: "Không tổ chức uy tín nào yêu cầu bạn chuyển tiền trước hay cung cấp mã OTP để được giải ngân.",
  news_5_category: "Điểm tín dụng",
  news_5_title: "Điểm tín dụng CIC là gì và vì sao quan trọng?",
  news_5_excerpt: "Lịch sử trả nợ đúng hạn giúp bạn được duyệt vay nhanh hơn với lãi suất tốt hơn.",
  news_6_category: "Vay tiêu dùng",
  news_6_title: "Trả góp 0% có thật sự miễn phí?",
  news_6_excerpt: "Đọc kỹ phí chuyển đổi trả góp và điều kiện áp dụng để tránh những chi phí không mong muốn.",

  // --- Home: how it works ---
  how_it_works_subtitle: "Chỉ vài phút để tìm được sản phẩm phù hợp",
  how_it_works_step_1_text:
    "Kéo thanh trượt để chọn số tiền từ {minMillion} đến {maxMillion} triệu đồng và thời hạn từ {termMin} đến {termMax} tháng.",
  how_it_works_step_2_text: "Nhập số điện thoại, xác thực bằng mã OTP và trả lời vài câu hỏi ngắn.",
  how_it_works_step_3_text: "Xem điểm tín nhiệm sơ bộ và đối tác phù hợp ngay trên màn hình.",
  how_it_works_step_4: "Đối tác liên hệ tư vấn",
  how_it_works_step_4_text: "Nhân viên của đối tác liên hệ để tư vấn; bạn hoàn toàn có quyền từ chối.",

  // --- Home: FAQ (4 items; the first states the loan range) ---
  faq_q1: "Tôi có thể vay bao nhiêu tiền?",
  faq_a1_more:
    "Thời hạn vay từ {termMin} đến {termMax} tháng. Số tiền được duyệt do đối tác quyết định sau khi thẩm định hồ sơ.",
  faq_q2: "Sử dụng dịch vụ có mất phí không?",
  faq_a2:
    "Hoàn toàn miễn phí. Chúng tôi không thu phí hồ sơ, phí giải ngân hay bất kỳ khoản đặt cọc nào. Nếu có ai yêu cầu bạn chuyển tiền nhân danh chúng tôi, đó là lừa đảo.",
  faq_q3: "Tôi cần những điều kiện gì để đăng ký?",
  faq_a3: "Bạn cần từ {ageMin} đến {ageMax} tuổi, có CCCD 12 số và số điện thoại chính chủ để nhận mã xác thực OTP.",
  faq_q4: "Đăng ký qua website có chắc chắn được duyệt vay không?",
  faq_a4:
    "Không. Chúng tôi chỉ chọn lọc và giới thiệu sản phẩm; việc phê duyệt do đối tác quyết định và không được đảm bảo. Bạn không có nghĩa vụ sử dụng dịch vụ của bất kỳ đối tác nào.",

  // --- Home: testimonials ---
  testimonial_1_name: "Chị Nguyễn Thu Hà",
  testimonial_1_role: "Nhân viên văn phòng, Hà Nội",
  testimonial_1_quote:
    "Chỉ mất vài phút điền thông tin, hôm sau đã có nhân viên ngân hàng gọi tư vấn. Mình so sánh được lãi suất trước khi quyết định.",
  testimonial_2_name: "Anh Trần Minh Quân",
  testimonial_2_role: "Kỹ sư xây dựng, TP. Hồ Chí Minh",
  testimonial_2_quote:
    "Trang so sánh thẻ giúp tôi chọn được thẻ miễn phí thường niên phù hợp với mức chi tiêu hàng tháng.",
  testimonial_3_name: "Chị Lê Thị Mai",
  testimonial_3_role: "Kinh doanh tự do, Đà Nẵng",
  testimonial_3_quote: "Thông tin rõ ràng, không mất phí và không bị ép vay. Mình rất yên tâm khi đăng ký.",

  // --- Home: loan tips ---
  loan_tips_subtitle: "Vay thông minh, trả nợ nhẹ nhàng",
  tip_1_title: "Vay vừa đủ nhu cầu",
  tip_1_text: "Khoản trả hàng tháng nên dưới 40% thu nhập để bạn vẫn chủ động chi tiêu.",
  tip_2_title: "So sánh tổng chi phí",
  tip_2_text: "Đừng chỉ nhìn lãi suất: hãy cộng cả phí bảo hiểm, phí hồ sơ và phí trả nợ trước hạn.",
  tip_3_title: "Đọc kỹ hợp đồng",
  tip_3_text: "Hỏi rõ lãi suất theo tháng hay theo năm, tính trên dư nợ ban đầu hay dư nợ giảm dần.",
  tip_4_title: "Không chuyển tiền trước",
  tip_4_text: "Không đưa mã OTP, mật khẩu hay chuyển tiền cho bất kỳ ai hứa hẹn “duyệt vay nhanh”.",

  // --- Home: follow the official account ---
  follow_oa_qr_label: "Mã QR tài khoản Zalo chính thức của Vay Tiêu Dùng",
  follow_oa_open: "Mở Zalo",

  // --- Carousels ---
  carousel_roledescription: "băng chuyền",
  carousel_slide_roledescription: "trang chiếu",
  carousel_slide_label: "{index} trên {total}",
  carousel_previous: "Xem mục trước",
  carousel_next: "Xem mục tiếp theo",
  carousel_go_to: "Chuyển đến nhóm {index}",
  carousel_pause: "Tạm dừng tự động chuyển",
  carousel_play: "Bật tự động chuyển",

  // --- Documents (terms, privacy policy, partner terms) ---
  content_document_id_invalid: "Mã tài liệu không hợp lệ",
  content_load_error: "Không tải được nội dung. Vui lòng thử lại.",
  content_retry: "Thử lại",
  content_effective_date: "Có hiệu lực từ ngày {date}",
  toc_back_to_top: "Lên đầu trang",
  privacy_menu: "Nội dung chính sách",

  // --- Test page ---
  test_geo_title: "Định vị trình duyệt",
  test_geo_button: "Lấy vị trí hiện tại",
  test_geo_locating: "Đang lấy vị trí...",
  test_geo_result: "Vĩ độ {latitude}, kinh độ {longitude} (sai số khoảng {accuracy} m)",
  test_export_title: "Xuất bảng tính",
  test_export_text: "Tải danh sách hồ sơ mẫu dưới đây dưới dạng tệp Excel (.xlsx).",
  test_export_button: "Tải tệp Excel",
  test_export_working: "Đang tạo tệp...",
  test_export_file: "ho-so-mau.xlsx",
  test_col_code: "Mã hồ sơ",
  test_col_amount: "Số tiền vay (VND)",
  test_col_term: "Thời hạn (tháng)",
  test_col_created: "Ngày tạo",
  test_sample_caption: "Hồ sơ mẫu",
  // --- Data deletion request (/yeu-cau-xoa-du-lieu) ---
  deletion_intro:
    "Theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP, bạn có quyền yêu cầu xóa dữ liệu cá nhân của mình. Sau khi bạn xác thực số điện thoại bằng mã OTP, yêu cầu được ghi nhận và thực hiện trong vòng 72 giờ.",
  deletion_scope_title: "Dữ liệu sẽ được xóa hoặc ẩn danh",
  deletion_scope_leads: "Hồ sơ đăng ký vay gắn với số điện thoại này (họ tên, số CCCD, email, câu trả lời).",
  deletion_scope_account: "Tài khoản đăng nhập bằng số điện thoại này, nếu có.",
  deletion_scope_visits: "Dữ liệu truy cập gắn với các hồ sơ trên (địa chỉ IP, mã nhấp chuột).",
  deletion_scope_note:
    "Dữ liệu đã chuyển cho đối tác được đối tác lưu trữ theo chính sách của họ; vui lòng liên hệ trực tiếp đối tác để yêu cầu xóa.",
  deletion_agree_label:
    "Tôi hiểu rằng dữ liệu sau khi xóa không thể khôi phục và tôi sẽ không theo dõi được các hồ sơ vay đã đăng ký.",
  deletion_agree_required: "Vui lòng xác nhận bạn đã hiểu hệ quả của việc xóa dữ liệu",
  deletion_send_otp: "Gửi mã xác thực",
  deletion_sending: "Đang gửi mã...",
  deletion_otp_title: "Nhập mã xác thực",
  deletion_change_phone: "Đổi số điện thoại",
  deletion_done_title: "Đã ghi nhận yêu cầu xóa dữ liệu",
  deletion_done_text:
    "Chúng tôi sẽ xóa hoặc ẩn danh dữ liệu gắn với số điện thoại của bạn trong vòng 72 giờ. Bạn không cần thực hiện thêm thao tác nào.",
  deletion_reference_label: "Mã tham chiếu",
  deletion_reference_hint:
    "Vui lòng lưu lại mã tham chiếu và cung cấp khi liên hệ hotline {hotline} hoặc email {email}.",
  deletion_reference_invalid: "Mã tham chiếu không hợp lệ",

  // --- npm run privacy:erase (operators) ---
  privacy_erase_usage: "Cách dùng: npm run privacy:erase -- <mã tham chiếu>   (ví dụ XD20261122-7KQ4MZ)",
  privacy_erase_done:
    "Đã thực hiện yêu cầu {reference}: ẩn danh {leads} hồ sơ, {tickets} yêu cầu vay, {visits} lượt truy cập, {accounts} tài khoản; xóa {codes} mã OTP và {messages} tin nhắn.",
  privacy_erase_already: "Yêu cầu {reference} đã được thực hiện lúc {time}.",
  privacy_erase_unknown: "Không tìm thấy yêu cầu xóa dữ liệu {reference}.",
  privacy_erase_server_running:
    "Máy chủ đang chạy với cơ sở dữ liệu PGlite nên không thể mở dữ liệu từ tiến trình khác: hãy dừng máy chủ, hoặc đặt STAFF_API_TOKEN (mã API của một nhân viên tuân thủ, tạo trong trang quản trị) để thực hiện qua máy chủ.",
} as const;
