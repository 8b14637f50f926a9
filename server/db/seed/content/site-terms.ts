import { SITE_DOCUMENT } from "../../../../src/contract/content";
import { LOAN_AMOUNT, LOAN_TERM, SUPPORT } from "../../../../src/domain/constants";
import { formatMoney } from "../../../../src/domain/format";
import { t } from "../../../../src/i18n/t";
import { article, list, p, part, type SeedDocument } from "./build";

/** Our terms and conditions (/dieu-khoan): three parts, as the side table of contents lists them. */
export const siteTerms: SeedDocument = {
  kind: "site",
  refId: SITE_DOCUMENT.terms,
  title: "Điều khoản và điều kiện sử dụng dịch vụ",
  summary:
    "Các điều khoản này áp dụng khi bạn truy cập website Vay Tiêu Dùng, đăng ký nhu cầu vay, tìm hiểu và so sánh thẻ tín dụng. Vui lòng đọc kỹ trước khi sử dụng dịch vụ.",
  effectiveDate: "2026-01-15",
  sections: [
    part(
      "thong-tin-chung",
      t("terms_section_general"),
      [
        p(
          "Phần này giới thiệu về chúng tôi, vai trò của chúng tôi trong quan hệ giữa bạn và các tổ chức tài chính, và giải thích những từ ngữ được dùng trong toàn bộ điều khoản.",
        ),
      ],
      [
        article(
          "gioi-thieu-dich-vu",
          "Điều 1. Giới thiệu về dịch vụ",
          p(
            "Vay Tiêu Dùng là nền tảng trực tuyến giúp khách hàng tìm hiểu, so sánh và đăng ký nhu cầu đối với các sản phẩm vay tiêu dùng và thẻ tín dụng do các ngân hàng, công ty tài chính được cấp phép tại Việt Nam (gọi chung là Đối tác) cung cấp.",
          ),
          p(
            "Chúng tôi không phải là tổ chức tín dụng. Chúng tôi không cho vay, không phát hành thẻ, không nhận tiền gửi và không thu hộ khoản trả nợ nào. Vai trò của chúng tôi chỉ là chọn lọc và giới thiệu sản phẩm phù hợp, sau đó chuyển nhu cầu của bạn đến Đối tác khi bạn đồng ý.",
          ),
          p(
            "Dịch vụ của chúng tôi hoàn toàn miễn phí đối với khách hàng. Mọi khoản vay, hạn mức thẻ, lãi suất và phí đều do Đối tác quyết định và được ghi trong hợp đồng giữa bạn và Đối tác.",
          ),
        ),
        article(
          "giai-thich-tu-ngu",
          "Điều 2. Giải thích từ ngữ",
          list(
            "“Chúng tôi”: đơn vị vận hành website Vay Tiêu Dùng.",
            "“Khách hàng” hoặc “bạn”: cá nhân truy cập website, đăng ký nhu cầu vay, tìm hiểu thẻ tín dụng hoặc tạo tài khoản.",
            "“Đối tác”: ngân hàng, công ty tài chính và các tổ chức được phép cung cấp sản phẩm tài chính có hợp tác với chúng tôi.",
            "“Hồ sơ đăng ký”: các thông tin bạn cung cấp trong biểu mẫu đăng ký vay, gồm số tiền, thời hạn, số điện thoại, họ tên, số CCCD và các câu trả lời về thu nhập, nhà ở, hôn nhân, người phụ thuộc.",
            "“Điểm tín nhiệm sơ bộ”: điểm trên thang 100 do hệ thống của chúng tôi tính từ hồ sơ đăng ký để gợi ý Đối tác phù hợp; đây không phải là quyết định cấp tín dụng.",
            "“Mã OTP”: mã xác thực dùng một lần gửi qua tin nhắn đến số điện thoại của bạn.",
          ),
        ),
        article(
          "pham-vi-ap-dung",
          "Điều 3. Phạm vi áp dụng và chấp thuận điều khoản",
          p(
            "Điều khoản này áp dụng cho mọi lượt truy cập và sử dụng website, kể cả khi bạn không tạo tài khoản. Khi tích chọn ô đồng ý trong biểu mẫu đăng ký, bạn xác nhận đã đọc, hiểu và chấp thuận Điều khoản và điều kiện cùng Chính sách bảo mật.",
          ),
          p(
            "Nếu không đồng ý với bất kỳ nội dung nào, bạn vui lòng không gửi hồ sơ đăng ký. Bạn vẫn có thể xem thông tin sản phẩm trên website mà không phải cung cấp dữ liệu cá nhân.",
          ),
        ),
        article(
          "lien-he-chung-toi",
          "Điều 4. Thông tin liên hệ",
          p(
            `Mọi câu hỏi về dịch vụ, khiếu nại hoặc yêu cầu liên quan đến dữ liệu cá nhân, bạn vui lòng liên hệ hotline ${SUPPORT.hotline} (8:00 - 21:00 các ngày trong tuần) hoặc email ${SUPPORT.email}. Chúng tôi phản hồi trong vòng 2 ngày làm việc.`,
          ),
        ),
      ],
    ),
    part(
      "quy-dinh-chung",
      t("terms_section_rules"),
      [p("Phần này quy định cách bạn sử dụng dịch vụ và trách nhiệm của mỗi bên.")],
      [
        article(
          "dieu-kien-su-dung",
          "Điều 5. Điều kiện sử dụng dịch vụ",
          list(
            "Là công dân Việt Nam từ đủ 18 tuổi đến 60 tuổi, có năng lực hành vi dân sự đầy đủ.",
            "Có căn cước công dân (CCCD) 12 số còn hiệu lực.",
            "Là chủ thuê bao của số điện thoại dùng để đăng ký và nhận mã OTP.",
            "Cung cấp thông tin trung thực, chính xác và tự chịu trách nhiệm về thông tin đã cung cấp.",
          ),
        ),
        article(
          "dang-ky-nhu-cau-vay",
          "Điều 6. Đăng ký nhu cầu vay và xác thực OTP",
          p(
            `Bạn có thể đăng ký nhu cầu vay từ ${formatMoney(LOAN_AMOUNT.min)} đến ${formatMoney(LOAN_AMOUNT.max)} với thời hạn từ ${LOAN_TERM.min} đến ${LOAN_TERM.max} tháng. Số tiền và thời hạn bạn chọn chỉ là nhu cầu tham khảo; số tiền được duyệt có thể khác.`,
          ),
          p(
            "Số điện thoại được xác thực bằng mã OTP có hiệu lực 300 giây. Mã OTP chỉ dùng một lần; bạn không chia sẻ mã cho bất kỳ ai, kể cả người tự xưng là nhân viên của chúng tôi hoặc của Đối tác. Nhập sai mã 3 lần, số điện thoại sẽ bị tạm khóa xác thực trong 24 giờ.",
          ),
        ),
        article(
          "diem-tin-nhiem",
          "Điều 7. Điểm tín nhiệm sơ bộ và kết quả giới thiệu",
          p(
            "Điểm tín nhiệm sơ bộ được tính tự động từ độ tuổi và các câu trả lời của bạn theo một bảng điểm công khai với Đối tác. Điểm này chỉ dùng để gợi ý Đối tác có khả năng phù hợp với bạn và không phản ánh lịch sử tín dụng tại Trung tâm Thông tin tín dụng Quốc gia (CIC).",
          ),
          p(
            "Việc phê duyệt khoản vay hoặc phát hành thẻ do Đối tác quyết định theo quy trình thẩm định riêng và không được đảm bảo. Kết quả “đủ điều kiện” trên website không phải là cam kết cho vay. Bạn không có nghĩa vụ phải ký hợp đồng hay sử dụng dịch vụ của bất kỳ Đối tác nào.",
          ),
        ),
        article(
          "tai-khoan-khach-hang",
          "Điều 8. Tài khoản khách hàng",
          p(
            "Khi hoàn tất hồ sơ, bạn có thể tạo tài khoản để theo dõi hồ sơ vay. Tên đăng nhập là số điện thoại đã xác thực. Bạn có trách nhiệm giữ bí mật mật khẩu và thông báo ngay cho chúng tôi nếu nghi ngờ tài khoản bị truy cập trái phép.",
          ),
          p(
            "Mật khẩu được lưu dưới dạng mã băm một chiều; chúng tôi không bao giờ hỏi mật khẩu của bạn qua điện thoại, tin nhắn hay email.",
          ),
        ),
        article(
          "the-tin-dung",
          "Điều 9. Thẻ tín dụng và đường dẫn đến đơn vị phát hành",
          p(
            "Thông tin thẻ tín dụng (hạn mức, phí thường niên, ưu đãi, điều kiện mở thẻ) được tổng hợp từ công bố của đơn vị phát hành và có thể thay đổi. Khi bạn bấm “Mở thẻ ngay”, bạn được chuyển sang trang của đơn vị phát hành; việc mở thẻ tuân theo điều khoản của đơn vị đó.",
          ),
          p(
            "Chúng tôi có thể nhận phí giới thiệu từ Đối tác khi một hồ sơ được giới thiệu thành công. Khoản phí này do Đối tác chi trả và không làm tăng chi phí của bạn.",
          ),
        ),
        article(
          "phi-dich-vu",
          "Điều 10. Phí dịch vụ và cảnh báo lừa đảo",
          p(
            "Chúng tôi không thu bất kỳ khoản phí nào từ khách hàng: không phí hồ sơ, không phí giải ngân, không phí bảo hiểm bắt buộc, không đặt cọc.",
          ),
          p(
            "Nếu có cá nhân hoặc tổ chức nhân danh chúng tôi yêu cầu chuyển tiền, cung cấp mã OTP hoặc mật khẩu, đó là hành vi lừa đảo. Vui lòng không thực hiện và báo ngay cho chúng tôi qua hotline.",
          ),
        ),
        article(
          "hanh-vi-bi-cam",
          "Điều 11. Hành vi bị cấm",
          list(
            "Sử dụng thông tin, giấy tờ hoặc số điện thoại của người khác để đăng ký.",
            "Cung cấp thông tin giả mạo nhằm trục lợi từ Đối tác.",
            "Dùng công cụ tự động để gửi hồ sơ, dò mã OTP hoặc thu thập dữ liệu từ website.",
            "Can thiệp, gây quá tải hoặc khai thác lỗ hổng của hệ thống.",
          ),
        ),
        article(
          "gioi-han-trach-nhiem",
          "Điều 12. Giới hạn trách nhiệm",
          p(
            "Chúng tôi nỗ lực để thông tin trên website chính xác và cập nhật nhưng không chịu trách nhiệm về quyết định cấp tín dụng, điều khoản hợp đồng, lãi suất, phí hay chất lượng dịch vụ của Đối tác. Các tranh chấp phát sinh từ hợp đồng giữa bạn và Đối tác được giải quyết giữa hai bên; chúng tôi sẽ hỗ trợ cung cấp thông tin trong phạm vi pháp luật cho phép.",
          ),
        ),
        article(
          "so-huu-tri-tue",
          "Điều 13. Sở hữu trí tuệ",
          p(
            "Nội dung, giao diện, biểu trưng và mã nguồn của website thuộc quyền sở hữu của chúng tôi hoặc được sử dụng hợp pháp. Bạn không được sao chép, phân phối hay sử dụng cho mục đích thương mại khi chưa có sự đồng ý bằng văn bản.",
          ),
        ),
        article(
          "giai-quyet-tranh-chap",
          "Điều 14. Giải quyết tranh chấp và luật áp dụng",
          p(
            "Điều khoản này được điều chỉnh bởi pháp luật Việt Nam. Tranh chấp được ưu tiên giải quyết bằng thương lượng trong 30 ngày; nếu không thành, một trong các bên có quyền yêu cầu Tòa án nhân dân có thẩm quyền giải quyết.",
          ),
        ),
      ],
    ),
    part(
      "chinh-sach-bao-mat",
      t("terms_section_privacy"),
      [
        p(
          "Phần này tóm tắt cách chúng tôi bảo vệ dữ liệu cá nhân của bạn. Nội dung đầy đủ gồm 16 điều được trình bày tại trang Chính sách bảo mật.",
        ),
      ],
      [
        article(
          "nguyen-tac-bao-ve-du-lieu",
          "Điều 15. Nguyên tắc bảo vệ dữ liệu cá nhân",
          p(
            "Chúng tôi xử lý dữ liệu cá nhân theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP và các quy định pháp luật có liên quan: hợp pháp, minh bạch, đúng mục đích đã thông báo, chỉ thu thập dữ liệu cần thiết, bảo đảm chính xác, an toàn và chỉ lưu trữ trong thời gian cần thiết.",
          ),
        ),
        article(
          "dong-y-theo-muc-dich",
          "Điều 16. Sự đồng ý theo từng mục đích",
          p(
            "Sự đồng ý của bạn được thu thập riêng cho từng mục đích: xác thực số điện thoại, tính điểm tín nhiệm sơ bộ, chuyển hồ sơ đến Đối tác và gửi thông tin ưu đãi. Im lặng hoặc không phản hồi không được coi là đồng ý. Bạn có thể đồng ý một phần và rút lại sự đồng ý bất cứ lúc nào; việc rút lại không ảnh hưởng đến tính hợp pháp của việc xử lý đã thực hiện trước đó.",
          ),
        ),
        article(
          "quyen-doi-voi-du-lieu",
          "Điều 17. Quyền của bạn đối với dữ liệu",
          p(
            "Bạn có quyền được biết, truy cập, chỉnh sửa, rút lại sự đồng ý, yêu cầu xóa, hạn chế xử lý và phản đối xử lý dữ liệu cá nhân của mình. Yêu cầu xóa dữ liệu có thể gửi trực tuyến tại trang “Yêu cầu xóa dữ liệu” sau khi xác thực số điện thoại bằng mã OTP; chúng tôi thực hiện trong vòng 72 giờ.",
          ),
        ),
        article(
          "hieu-luc",
          "Điều 18. Hiệu lực và sửa đổi",
          p(
            "Điều khoản có hiệu lực từ ngày 15/01/2026. Khi sửa đổi, chúng tôi công bố bản mới trên website trước ngày áp dụng ít nhất 7 ngày; những thay đổi về mục đích xử lý dữ liệu chỉ áp dụng khi có sự đồng ý mới của bạn.",
          ),
        ),
      ],
    ),
  ],
};
