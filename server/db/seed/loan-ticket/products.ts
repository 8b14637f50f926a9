import { WIZARD_STEPS } from "../../../../src/domain/loan-ticket-rules";

/**
 * SAMPLE financial products of the two sample partners (server/db/seed/funnel.ts). Rates and fees are
 * SAMPLE figures for the cost calculators, not any lender's real prices. Upfront fee: a VND amount
 * (upfront_fee_vnd) or basis points of the amount (upfront_fee_bp), never both.
 */
export const SAMPLE_PRODUCTS = [
  {
    id: 1,
    name: "Vay tiêu dùng trực tuyến An Phát",
    partner_name: "Công ty Tài chính Tiêu dùng An Phát",
    product_type: 2 as const,
    min_amount: 5_000_000,
    max_amount: 50_000_000,
    amount_step: 5_000_000,
    terms: [6, 9, 12, 18, 24, 36],
    interest_rate_bp: 2400,
    upfront_fee_vnd: 0,
    upfront_fee_bp: 200,
    monthly_fee_vnd: 0,
    description: "Khoản vay tiêu dùng không tài sản bảo đảm, giải ngân vào tài khoản ngân hàng hoặc tại bưu cục.",
    steps: [...WIZARD_STEPS],
    document_types: ["cccd", "driverLicense", "passport"],
  },
  {
    id: 2,
    name: "Vay nhanh Bình Minh",
    partner_name: "Công ty Tài chính Bình Minh",
    product_type: 2 as const,
    min_amount: 5_000_000,
    max_amount: 50_000_000,
    amount_step: 5_000_000,
    terms: [6, 12, 24],
    interest_rate_bp: 2800,
    upfront_fee_vnd: 300_000,
    upfront_fee_bp: 0,
    monthly_fee_vnd: 10_000,
    description: "Khoản vay nhanh dành cho khách hàng có CCCD gắn chip.",
    steps: [...WIZARD_STEPS],
    document_types: ["cccd"],
  },
  {
    id: 3,
    name: "Vay thấu chi Bình Minh",
    partner_name: "Công ty Tài chính Bình Minh",
    product_type: 3 as const,
    min_amount: 5_000_000,
    max_amount: 30_000_000,
    amount_step: 5_000_000,
    terms: [12],
    interest_rate_bp: 2200,
    upfront_fee_vnd: 0,
    upfront_fee_bp: 0,
    monthly_fee_vnd: 0,
    description: "Hạn mức thấu chi trên tài khoản thanh toán.",
    steps: ["identity", "details", "otp", "contract"],
    document_types: ["cccd"],
  },
] as const;

export const termParagraphs = (productName: string, partnerName: string) => [
  `Điều khoản này áp dụng cho sản phẩm ${productName} do ${partnerName} cung cấp. Đây là nội dung mẫu.`,
  "Chúng tôi không phải là tổ chức cho vay: chúng tôi chỉ lựa chọn và giới thiệu sản phẩm. Dịch vụ giới thiệu hoàn toàn miễn phí.",
  "Việc phê duyệt khoản vay do đối tác quyết định và không được bảo đảm. Bạn không có nghĩa vụ sử dụng dịch vụ của bất kỳ đối tác nào.",
  "Thông tin và hình ảnh giấy tờ bạn cung cấp chỉ được dùng để xét duyệt hồ sơ và được xóa khi bạn xóa hồ sơ hoặc yêu cầu xóa dữ liệu.",
];
