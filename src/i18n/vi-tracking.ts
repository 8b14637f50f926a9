/** Vietnamese messages of the tracking feature (merged into the catalogue by t.ts). */
export const vi_tracking = {
  // --- Idle warning and return (issue 33 major 3) ---
  idle_warning_title: "Bạn vẫn đang xem chứ?",
  idle_warning_body: "Trang sẽ quay về trang chủ sau 30 giây nếu bạn không thao tác.",
  idle_warning_stay: "Tôi vẫn đang xem",
  idle_return_title: "Trang đã quay về trang chủ vì bạn không thao tác trong 4 phút.",
  idle_return_back: "Quay lại trang bạn đang xem",
  idle_return_dismiss: "Đóng",

  // --- Answers of the tracking call and the funnel report ---
  tracking_click_id_invalid: "Mã lượt truy cập không hợp lệ.",
  tracking_status_invalid: "Trạng thái theo dõi phải là số nguyên từ 1 đến 9.",
  tracking_seconds_invalid: "Thời gian trên trang không hợp lệ.",
  tracking_text_too_long: "Giá trị theo dõi quá dài (tối đa 255 ký tự).",
  tracking_reached_invalid:
    "Danh sách bước đã qua không hợp lệ: mỗi trạng thái một lần, không vượt trạng thái hiện tại và thời gian trên trang.",
  report_date_invalid: "Ngày không hợp lệ, vui lòng dùng định dạng YYYY-MM-DD.",
  report_range_invalid: "Khoảng ngày không hợp lệ: ngày bắt đầu không được sau ngày kết thúc và không quá 366 ngày.",

  // --- Tracking statuses (SPEC.md section 4) ---
  tracking_status_1: "Truy cập trang",
  tracking_status_2: "Gửi nhu cầu vay",
  tracking_status_3: "Gửi số điện thoại",
  tracking_status_4: "Xác thực OTP",
  tracking_status_5: "Gửi họ tên",
  tracking_status_6: "Thu nhập",
  tracking_status_7: "Nhà ở",
  tracking_status_8: "Tình trạng hôn nhân",
  tracking_status_9: "Người phụ thuộc",

  // --- The funnel report printed for product owners (npm run report:funnel) ---
  report_title: "Báo cáo phễu khách hàng từ {from} đến {to} (giờ Việt Nam)",
  report_total: "Tổng cộng",
  report_by_day: "Theo ngày",
  report_by_source: "Theo nguồn (utm source)",
  report_by_campaign: "Theo nguồn và chiến dịch",
  report_visits: "Lượt truy cập: {count}",
  report_no_source: "(không có nguồn)",
  report_no_campaign: "(không có chiến dịch)",
  report_no_visits: "Không có lượt truy cập nào trong khoảng ngày này.",
  report_col_status: "Trạng thái",
  report_col_reached: "Số lượt đạt",
  report_col_conversion: "Tỷ lệ từ bước trước",
  report_col_median: "Thời gian trung vị từ bước trước",
  report_seconds: "{value} giây",
  report_usage:
    "Cách dùng: npm run report:funnel -- --from YYYY-MM-DD --to YYYY-MM-DD [--json]. Mặc định: 30 ngày gần nhất.",
  report_server_running:
    "Máy chủ đang chạy trên cơ sở dữ liệu nhúng (PGlite) này. Hãy dừng máy chủ, hoặc đặt STAFF_API_TOKEN (mã API của một nhân viên vận hành, tạo trong trang quản trị) để lấy báo cáo qua máy chủ.",
} as const;
