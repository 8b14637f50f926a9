/** Vietnamese messages of the cards feature (merged into the catalogue by t.ts). */
export const vi_cards = {
  // --- Request validation (card search, ids) ---
  card_income_invalid: "Thu nhập không hợp lệ",
  card_age_invalid: "Độ tuổi không hợp lệ",
  card_region_invalid: "Khu vực không hợp lệ",
  card_type_invalid: "Loại thẻ không hợp lệ",
  card_sort_invalid: "Cách sắp xếp không hợp lệ",
  card_page_invalid: "Số trang không hợp lệ",
  card_page_size_invalid: "Số thẻ mỗi trang không hợp lệ",
  card_id_invalid: "Mã thẻ không hợp lệ",
  card_ids_invalid: "Danh sách thẻ so sánh không hợp lệ (tối đa 3 mã thẻ)",
  card_field_invalid: "Thông tin thẻ không hợp lệ: {field}",
  card_age_range_invalid: "Độ tuổi tối thiểu phải nhỏ hơn hoặc bằng độ tuổi tối đa",

  // --- Card list and tile ---
  card_type_filter_label: "Loại thẻ",
  card_filters_label: "Bộ lọc thẻ tín dụng",
  cards_found: "Tìm thấy {count} thẻ phù hợp",
  cards_pagination: "Phân trang danh sách thẻ",
  card_image_alt: "Ảnh thẻ {name}",
  card_qr_label: "Mã QR mở thẻ {name}",
  open_card_now_label: "Mở thẻ ngay: {name} (mở trong thẻ trình duyệt mới)",
  learn_more_label: "Tìm hiểu thêm về {name}",
  view_detail_label: "Xem chi tiết {name}",
  card_features_label: "Tính năng nổi bật của {name}",
  try_again: "Thử lại",
  income_unit: "VND",
  age_unit: "tuổi",
  page_current: "Trang {page}, trang hiện tại",
  page_gap: "…",
  home_cards_title: "Thẻ tín dụng nổi bật",

  // --- Compare ---
  compare_toggle_label: "So sánh {name}",
  compare_bar_label: "Thẻ đã chọn để so sánh",
  compare_bar_close: "Đóng thanh so sánh và bỏ chọn tất cả thẻ",
  compare_remove_card: "Bỏ {name} khỏi so sánh",
  compare_count: "Đã chọn {count}/{max} thẻ",
  compare_pick: "Chọn",
  compare_picked: "Đã chọn",
  compare_pick_label: "Chọn {name} để so sánh",
  compare_column_card: "Thẻ",
  compare_third_hidden:
    "Màn hình nhỏ chỉ hiện 2 thẻ: {name} đang bị ẩn. Xoay ngang điện thoại hoặc bỏ một thẻ khỏi so sánh để xem thẻ này.",
  compare_checking: "Đang kiểm tra thẻ...",
} as const;
