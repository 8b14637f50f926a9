/** Vietnamese messages of partner delivery and the partner calls (merged into the catalogue by t.ts). */
export const vi_partners = {
  // --- Partner callbacks (answers to the partner, logged) ---
  partner_unknown: "Không tìm thấy đối tác.",
  partner_signature_invalid: "Chữ ký yêu cầu của đối tác không hợp lệ.",
  partner_callback_stale: "Yêu cầu của đối tác đã quá hạn (thời điểm ký lệch quá 5 phút).",
  partner_callback_replayed: "Yêu cầu của đối tác đã được xử lý trước đó.",
  partner_callback_invalid: "Nội dung thông báo của đối tác không hợp lệ.",
  partner_delivery_unknown: "Không tìm thấy hồ sơ đã gửi cho đối tác.",
  partner_dead_not_failed: "Hồ sơ này không nằm trong danh sách gửi đối tác không thành công.",
  partner_sign_otp_invalid: "Mã xác thực ký hợp đồng gồm 6 chữ số.",
  partner_sign_transaction_invalid: "Mã giao dịch ký hợp đồng không hợp lệ.",
  partner_signing_not_ready: "Hồ sơ chưa ở bước ký hợp đồng từ xa.",
  partner_unavailable: "Đối tác tạm thời không phản hồi, vui lòng thử lại sau.",
  partner_product_invalid: "Mã sản phẩm không hợp lệ.",
  partner_service_unavailable: "Dịch vụ của đối tác hiện tạm ngưng, vui lòng thử lại sau.",
  partner_queue_off: "Hàng đợi gửi đối tác chưa chạy trên máy chủ này.",

  // --- Where a request stands with its partner (records) ---
  partner_status_queued: "Đang chờ gửi đến đối tác",
  partner_status_sent: "Đã gửi đến đối tác",
  partner_status_received: "Đối tác đã tiếp nhận",
  partner_status_approved: "Đối tác đã phê duyệt",
  partner_status_declined: "Đối tác từ chối",
  partner_status_needs_signing: "Chờ ký hợp đồng",
  partner_status_signed: "Đã ký hợp đồng",
  partner_status_failed: "Chưa gửi được đến đối tác, chúng tôi đang xử lý",
} as const;
