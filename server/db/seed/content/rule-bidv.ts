import { PARTNER_TERM } from "../../../../src/contract/content";
import { SUPPORT } from "../../../../src/domain/constants";
import { article, articlesOnly, list, p, type SeedDocument } from "./build";

/**
 * The partner bank's terms shown at /rule-bidv: how a customer introduced by our site applies for the
 * bank's products. Sample text written for this product; the bank's own contract always prevails.
 */
export const ruleBidv: SeedDocument = {
  kind: "partner",
  refId: PARTNER_TERM.bidv,
  title: "Điều khoản đăng ký sản phẩm của Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)",
  summary:
    "Điều khoản áp dụng khi bạn đăng ký khoản vay tiêu dùng hoặc thẻ tín dụng của BIDV thông qua website Vay Tiêu Dùng. Hợp đồng và điều kiện sản phẩm do BIDV ban hành là căn cứ cuối cùng.",
  effectiveDate: "2026-01-15",
  sections: articlesOnly(
    article(
      "pham-vi",
      "Điều 1. Phạm vi áp dụng",
      p(
        "Điều khoản này áp dụng cho khách hàng được website Vay Tiêu Dùng giới thiệu đến BIDV và đồng ý tiếp tục đăng ký sản phẩm của BIDV trên website, bao gồm các bước xác thực giấy tờ tùy thân, xác thực khuôn mặt, khai báo thông tin khoản vay và xác nhận hợp đồng điện tử.",
      ),
      p(
        "Vay Tiêu Dùng chỉ là bên giới thiệu và cung cấp giao diện tiếp nhận hồ sơ. BIDV là bên cho vay, phát hành thẻ và chịu trách nhiệm về sản phẩm.",
      ),
    ),
    article(
      "san-pham",
      "Điều 2. Sản phẩm được giới thiệu",
      list(
        "Khoản vay tiêu dùng tín chấp dành cho cá nhân.",
        "Khoản vay thấu chi trên tài khoản thanh toán.",
        "Thẻ tín dụng quốc tế do BIDV phát hành.",
      ),
      p(
        "Hạn mức, lãi suất, phí và thời hạn của từng sản phẩm được BIDV công bố tại thời điểm đăng ký và có thể thay đổi theo chính sách của BIDV.",
      ),
    ),
    article(
      "dieu-kien",
      "Điều 3. Điều kiện đăng ký",
      list(
        "Công dân Việt Nam từ đủ 18 tuổi, có CCCD gắn chip còn hiệu lực.",
        "Có thu nhập ổn định và khả năng trả nợ theo đánh giá của BIDV.",
        "Cư trú hoặc làm việc tại khu vực BIDV có điểm giao dịch.",
        "Không có nợ xấu tại các tổ chức tín dụng theo dữ liệu của Trung tâm Thông tin tín dụng Quốc gia (CIC).",
      ),
    ),
    article(
      "quy-trinh",
      "Điều 4. Hồ sơ và quy trình đăng ký trực tuyến",
      list(
        "Chụp mặt trước và mặt sau CCCD; hệ thống đọc thông tin trên giấy tờ để bạn kiểm tra lại.",
        "Chụp ảnh khuôn mặt để đối chiếu với ảnh trên CCCD.",
        "Khai báo mục đích vay, số tiền, thời hạn, ngày trả nợ hàng tháng, tài khoản nhận giải ngân và người tham chiếu.",
        "Xác nhận thông tin bằng mã OTP gửi đến số điện thoại đã đăng ký.",
      ),
      p("Thông tin sai lệch hoặc giấy tờ không hợp lệ có thể khiến hồ sơ bị từ chối."),
    ),
    article(
      "tham-dinh",
      "Điều 5. Thẩm định và phê duyệt",
      p(
        "BIDV thẩm định hồ sơ theo quy định nội bộ và quy định của Ngân hàng Nhà nước. Việc phê duyệt, số tiền và hạn mức được cấp do BIDV quyết định và không được bảo đảm trước. BIDV thông báo kết quả cho bạn qua tin nhắn, cuộc gọi hoặc trên website.",
      ),
    ),
    article(
      "hop-dong-dien-tu",
      "Điều 6. Hợp đồng và chữ ký điện tử",
      p(
        "Khi hồ sơ được phê duyệt, hợp đồng tín dụng do BIDV lập được gửi để bạn xem trước. Bạn xác nhận hợp đồng bằng chữ ký số hoặc mã OTP theo quy định về giao dịch điện tử; hợp đồng có hiệu lực như hợp đồng giấy. Bạn có quyền không ký nếu không đồng ý với bất kỳ điều khoản nào.",
      ),
    ),
    article(
      "lai-suat-phi",
      "Điều 7. Lãi suất, phí và nghĩa vụ trả nợ",
      p(
        "Lãi suất, phí và lịch trả nợ được ghi rõ trong hợp đồng. Bạn thanh toán trực tiếp cho BIDV qua các kênh của BIDV. Vay Tiêu Dùng không thu bất kỳ khoản tiền nào và không thu hộ khoản trả nợ.",
      ),
    ),
    article(
      "chia-se-du-lieu-bidv",
      "Điều 8. Chia sẻ dữ liệu với BIDV",
      p(
        "Khi bạn đồng ý tiếp tục đăng ký, Vay Tiêu Dùng chuyển cho BIDV thông tin hồ sơ đăng ký, ảnh giấy tờ, ảnh khuôn mặt và thông tin khoản vay bạn đã khai báo. Sự đồng ý này được ghi nhận riêng theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP. BIDV xử lý dữ liệu theo chính sách bảo mật của BIDV.",
      ),
    ),
    article(
      "ho-tro-khieu-nai",
      "Điều 9. Hỗ trợ và khiếu nại",
      p(
        `Về sản phẩm, hợp đồng và khoản vay: liên hệ BIDV qua các kênh chăm sóc khách hàng chính thức của ngân hàng. Về việc giới thiệu và dữ liệu trên website: liên hệ Vay Tiêu Dùng qua hotline ${SUPPORT.hotline} hoặc email ${SUPPORT.email}.`,
      ),
    ),
  ),
};
