/**
 * Vietnamese messages of the loan-cost calculator and of the "who we are" pages (about, partners,
 * how we rank and earn). Merged into the catalogue by t.ts.
 */
export const vi_site = {
  site_banner_non_production: "Bản chạy thử: dữ liệu trên trang (đối tác, sản phẩm, thẻ, tin tức) là dữ liệu mẫu.",
  // --- Loan-cost calculator ---
  loan_cost_title: "Ước tính chi phí khoản vay",
  loan_cost_product: "Sản phẩm vay",
  loan_cost_product_option: "{product} – lãi suất {rate}%/năm",
  loan_cost_offered_by: "{product}, do {partner} cung cấp",
  loan_cost_rate_label: "Lãi suất danh nghĩa",
  loan_cost_monthly: "Trả mỗi tháng",
  loan_cost_monthly_last: "kỳ cuối {amount}",
  loan_cost_interest: "Tổng tiền lãi",
  loan_cost_fees: "Tổng phí",
  loan_cost_fee_upfront_amount: "phí giải ngân {amount} (thu một lần, trừ vào tiền vay nhận được)",
  loan_cost_fee_upfront_percent: "phí giải ngân {percent}% số tiền vay (thu một lần, trừ vào tiền vay nhận được)",
  loan_cost_fee_monthly: "phí {amount} mỗi tháng",
  loan_cost_fee_none: "không thu phí",
  loan_cost_total: "Tổng số tiền phải trả",
  loan_cost_apr: "Lãi suất thực tế gồm phí (APR)",
  loan_cost_apr_value: "{rate}%/năm",
  loan_cost_example:
    "Ví dụ: vay {amount} trong {term} tháng, lãi suất {rate}%/năm, {fees}: trả {monthly} mỗi tháng, tổng phải trả {total} (gồm {interest} tiền lãi và {feeTotal} phí), APR {apr}%/năm.",
  loan_cost_outside:
    "Sản phẩm này cho vay từ {min} đến {max}, kỳ hạn {terms} tháng: số tiền hoặc thời hạn bạn chọn nằm ngoài phạm vi đó, con số trên chỉ để tham khảo.",
  loan_cost_method:
    "Ước tính theo cách trả góp đều trên dư nợ giảm dần, làm tròn đến đồng (kỳ cuối trả phần còn lại). Lãi suất, phí và số tiền thực tế do đối tác quyết định và ghi trong hợp đồng.",
  loan_cost_sample: "Lãi suất và phí đang hiển thị là số liệu mẫu, chưa phải biểu phí thật của đối tác.",
  loan_cost_schedule_show: "Xem lịch trả nợ",
  loan_cost_schedule_hide: "Ẩn lịch trả nợ",
  loan_cost_schedule_caption: "Lịch trả nợ dự kiến: {amount} trong {term} tháng",
  loan_cost_col_month: "Kỳ",
  loan_cost_col_principal: "Tiền gốc",
  loan_cost_col_interest: "Tiền lãi",
  loan_cost_col_fee: "Phí",
  loan_cost_col_payment: "Số tiền trả",
  loan_cost_col_balance: "Dư nợ còn lại",
  loan_cost_month_n: "Tháng {month}",
  loan_cost_loading: "Đang tải biểu phí...",
  loan_cost_unavailable: "Chưa tải được lãi suất và phí của đối tác. Vui lòng thử lại sau.",
  loan_cost_none: "Hiện chưa có sản phẩm vay nào để ước tính chi phí.",

  // --- Limits, as the home page states them (from src/domain/constants.ts) ---
  counter_amount_label: "Số tiền vay",
  counter_amount_value: "{minMillion} - {maxMillion} triệu",
  counter_term_label: "Thời hạn vay",
  counter_term_value: "{termMin} - {termMax} tháng",
  counter_fee_label: "Phí dịch vụ của chúng tôi",
  counter_fee_value: "0 đồng",
  counter_age_label: "Độ tuổi đăng ký",
  counter_age_value: "{ageMin} - {ageMax} tuổi",
  counters_source:
    "Nguồn: điều kiện của biểu mẫu đăng ký trên website này. Số tiền được duyệt và lãi suất do đối tác quyết định.",
  testimonials_source:
    "Nguồn: nhận xét minh họa (nội dung mẫu), sẽ được thay bằng nhận xét thật khi khách hàng đồng ý công bố.",

  // --- Who we are ---
  about_page_title: "Giới thiệu",
  about_page_lead:
    "Vay Tiêu Dùng là dịch vụ so sánh và giới thiệu khoản vay tiêu dùng và thẻ tín dụng của ngân hàng, công ty tài chính. Chúng tôi không cho vay và không phát hành thẻ.",
  company_title: "Thông tin doanh nghiệp",
  company_legal_name: "Tên doanh nghiệp",
  company_registration: "Mã số doanh nghiệp",
  company_address: "Địa chỉ",
  company_hotline: "Hotline",
  company_email: "Email",
  company_sample: "Thông tin doanh nghiệp đang hiển thị là dữ liệu mẫu của môi trường phát triển.",
  company_moit_badge: "Đã thông báo với Bộ Công Thương",
  company_moit_pending: "Chỗ dành cho biểu tượng đã thông báo Bộ Công Thương (chưa đăng ký).",
  company_loading: "Đang tải thông tin doanh nghiệp...",
  company_unavailable: "Chưa tải được thông tin doanh nghiệp.",
  footer_about: "Giới thiệu",
  footer_partners: "Đối tác",
  footer_ranking: "Cách chúng tôi xếp hạng và kiếm tiền",
  meta_about: "Giới thiệu Vay Tiêu Dùng: tên doanh nghiệp, mã số doanh nghiệp, địa chỉ, hotline và email liên hệ.",

  partners_page_title: "Đối tác",
  partners_licences_link: "Tên doanh nghiệp và giấy phép của các đối tác",
  partners_page_lead:
    "Các ngân hàng và công ty tài chính mà chúng tôi giới thiệu hồ sơ đến, với tên đăng ký và giấy phép hoạt động.",
  partner_legal_name: "Tên doanh nghiệp",
  partner_licence: "Giấy phép",
  partner_sample: "Dữ liệu mẫu",
  partners_loading: "Đang tải danh sách đối tác...",
  partners_unavailable: "Chưa tải được danh sách đối tác. Vui lòng thử lại sau.",
  partners_empty: "Chưa có đối tác nào.",
  meta_partners: "Danh sách ngân hàng, công ty tài chính đối tác của Vay Tiêu Dùng, kèm tên doanh nghiệp và giấy phép.",

  ranking_page_title: "Cách chúng tôi xếp hạng và kiếm tiền",
  ranking_link: "Cách chúng tôi xếp hạng và kiếm tiền",
  meta_ranking:
    "Vay Tiêu Dùng sắp xếp thẻ tín dụng và chấm điểm tín nhiệm thế nào, và vì sao hoa hồng từ đối tác không làm thay đổi điểm của bạn.",
  ranking_cards_title: "Thứ tự thẻ tín dụng",
  ranking_cards_default:
    "Thứ tự mặc định: thẻ được đánh dấu nổi bật đứng trước, sau đó các thẻ khác theo thứ tự trưng bày do chúng tôi sắp đặt. Thứ tự mặc định không phải là bảng xếp hạng chất lượng, và có thể chịu ảnh hưởng của thỏa thuận hợp tác với đối tác.",
  ranking_cards_other:
    "Bạn có thể sắp xếp lại theo phí thường niên (thấp đến cao) hoặc hạn mức tối đa (cao đến thấp), và lọc theo thu nhập, tuổi, tỉnh thành hay loại thẻ. Các thẻ trong mỗi cách sắp xếp được xếp theo cùng một quy tắc cho mọi người.",
  ranking_score_title: "Điểm tín nhiệm trên 100",
  ranking_score_intro:
    "Khi bạn đăng ký vay, chúng tôi tính điểm sơ bộ từ 0 đến 100 theo một bảng điểm công khai. Điểm bắt đầu từ {initial} và cộng thêm theo từng câu trả lời:",
  ranking_score_age: "Tuổi (tính từ năm sinh trên CCCD)",
  ranking_score_age_band: "{min} - {max} tuổi",
  ranking_score_income: "Thu nhập hàng tháng",
  ranking_score_housing: "Nơi ở",
  ranking_score_marital: "Tình trạng hôn nhân",
  ranking_score_dependents: "Số người phụ thuộc",
  ranking_score_points: "{points} điểm",
  ranking_score_col_answer: "Câu trả lời",
  ranking_score_col_points: "Điểm cộng",
  ranking_score_outcome:
    "Từ {first} điểm trở lên, hồ sơ được giới thiệu đến đối tác thứ nhất; từ {second} đến {firstBelow} điểm, đến đối tác thứ hai; dưới {second} điểm, chúng tôi chưa tìm được đối tác phù hợp. Từ {veryGood} điểm, điểm của bạn được đánh giá là rất tốt.",
  ranking_score_not_decision:
    "Điểm này không phải quyết định cho vay: đối tác tự thẩm định và quyết định phê duyệt. Chúng tôi không dùng giới tính, tôn giáo, dân tộc hay nơi sinh để tính điểm.",
  ranking_money_title: "Chúng tôi kiếm tiền thế nào",
  ranking_money_commission:
    "Dịch vụ miễn phí với bạn. Đối tác trả cho chúng tôi hoa hồng khi một hồ sơ được giới thiệu hoặc một khoản vay, một thẻ được phê duyệt.",
  ranking_money_no_influence:
    "Hoa hồng không làm thay đổi điểm của bất kỳ ai: bảng điểm và ngưỡng điểm giống nhau cho mọi hồ sơ và mọi đối tác, và không đối tác nào có thể trả tiền để nâng hay hạ điểm của bạn.",
  ranking_money_costs:
    "Lãi suất và phí của khoản vay do đối tác quy định; chúng tôi hiển thị chúng kèm ví dụ và lãi suất thực tế (APR) để bạn so sánh trước khi đăng ký.",
} as const;
