import { SUPPORT } from "../../../../src/domain/constants";
import { article, list, p } from "./build";

/** Privacy policy, articles 9 to 16: transfers abroad, rights, duties, storage, security, cookies, changes, contact. */
export const privacyArticlesB = [
  article(
    "chuyen-du-lieu-ra-nuoc-ngoai",
    "Điều 9. Nơi lưu trữ và chuyển dữ liệu ra nước ngoài",
    p(
      "Dữ liệu cá nhân được lưu trữ trên máy chủ đặt tại Việt Nam. Chúng tôi không chuyển dữ liệu cá nhân của bạn ra nước ngoài. Nếu trong tương lai cần làm vậy, chúng tôi sẽ lập hồ sơ đánh giá tác động theo quy định và chỉ thực hiện khi có sự đồng ý của bạn.",
    ),
  ),
  article(
    "quyen-cua-khach-hang",
    "Điều 10. Quyền của khách hàng",
    p("Là chủ thể dữ liệu, bạn có các quyền sau:"),
    list(
      "Quyền được biết về hoạt động xử lý dữ liệu cá nhân của mình.",
      "Quyền đồng ý hoặc không đồng ý, và quyền rút lại sự đồng ý.",
      "Quyền truy cập để xem, chỉnh sửa hoặc yêu cầu chỉnh sửa dữ liệu.",
      "Quyền yêu cầu xóa dữ liệu; chúng tôi thực hiện trong vòng 72 giờ kể từ khi nhận được yêu cầu hợp lệ, trừ trường hợp pháp luật yêu cầu lưu giữ.",
      "Quyền hạn chế xử lý và quyền phản đối xử lý, kể cả phản đối nhận thông tin ưu đãi.",
      "Quyền yêu cầu cung cấp bản sao dữ liệu cá nhân của mình: khách hàng đăng nhập tải ngay tại trang “Dữ liệu của tôi” (định dạng JSON và PDF).",
      "Quyền khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy định pháp luật.",
    ),
    p(
      "Để bảo vệ bạn, chúng tôi xác minh người gửi yêu cầu là chủ số điện thoại bằng mã OTP trước khi thực hiện. Yêu cầu xóa dữ liệu có thể gửi trực tuyến tại trang “Yêu cầu xóa dữ liệu” hoặc, khi đã đăng nhập, tại trang “Dữ liệu của tôi”; sau khi gửi, bạn nhận được một mã tham chiếu và theo dõi trạng thái yêu cầu tại trang “Dữ liệu của tôi”.",
    ),
  ),
  article(
    "nghia-vu-cua-khach-hang",
    "Điều 11. Nghĩa vụ của khách hàng",
    list(
      "Cung cấp thông tin đầy đủ, chính xác và là của chính mình; không sử dụng dữ liệu của người khác.",
      "Tự bảo vệ dữ liệu của mình: giữ bí mật mật khẩu và mã OTP, đăng xuất khi dùng thiết bị chung.",
      "Thông báo cho chúng tôi khi phát hiện dữ liệu bị lộ hoặc bị sử dụng trái phép.",
      "Tôn trọng dữ liệu cá nhân của người khác và tuân thủ quy định pháp luật về bảo vệ dữ liệu cá nhân.",
    ),
    p("Website không dành cho người dưới 18 tuổi; chúng tôi không cố ý thu thập dữ liệu của trẻ em."),
  ),
  article(
    "thoi-gian-luu-tru",
    "Điều 12. Thời gian lưu trữ dữ liệu",
    list(
      "Hồ sơ đăng ký vay và hồ sơ vay (thông tin định danh, tài khoản nhận tiền, người tham chiếu, địa chỉ, thu nhập, nghề nghiệp và hoàn cảnh): 24 tháng kể từ lần tương tác cuối cùng, hoặc đến khi bạn yêu cầu xóa.",
      "Ảnh giấy tờ (mặt trước, mặt sau), ảnh khuôn mặt và hợp đồng: tự động xóa 30 ngày sau khi hồ sơ vay được nộp; hồ sơ chưa nộp (bản nháp) tính từ lần cập nhật cuối. Ảnh khuôn mặt bị xóa ngay khi bạn rút lại sự đồng ý xử lý dữ liệu sinh trắc học.",
      "Tài khoản: trong thời gian tài khoản còn hoạt động; tài khoản không đăng nhập 24 tháng sẽ được ẩn danh.",
      "Nhật ký gửi mã OTP và nhật ký bảo mật: 12 tháng, để phòng chống gian lận.",
      "Dữ liệu truy cập và tham số chiến dịch: 13 tháng; cookie ghi nhận nguồn truy cập hết hạn sau 30 ngày.",
      "Mã tham chiếu và thời điểm của yêu cầu xóa dữ liệu: 5 năm, để chứng minh yêu cầu đã được thực hiện (không kèm số điện thoại).",
    ),
    p(
      "Hết thời hạn, dữ liệu được xóa hoặc ẩn danh không thể khôi phục. Dữ liệu đã chuyển cho Đối tác được lưu trữ theo chính sách và nghĩa vụ pháp lý của Đối tác.",
    ),
  ),
  article(
    "bien-phap-bao-ve",
    "Điều 13. Biện pháp bảo vệ dữ liệu và xử lý sự cố",
    list(
      "Mã hóa đường truyền bằng HTTPS; mật khẩu lưu bằng thuật toán băm argon2id; mã OTP chỉ lưu ở dạng mã băm có khóa.",
      "Phân quyền truy cập theo nguyên tắc tối thiểu, ghi nhật ký truy cập; nhật ký hệ thống tự động che số điện thoại, số CCCD và email.",
      "Giới hạn số lần gửi và nhập mã OTP, xác thực chống người máy để ngăn tấn công tự động.",
      "Sao lưu định kỳ và kiểm tra an toàn thông tin trước mỗi lần phát hành.",
    ),
    p(
      "Khi xảy ra sự cố lộ, mất dữ liệu cá nhân, chúng tôi thông báo cho Cục An ninh mạng và phòng, chống tội phạm sử dụng công nghệ cao (Bộ Công an) trong vòng 72 giờ và thông báo cho khách hàng bị ảnh hưởng kèm hướng dẫn bảo vệ.",
    ),
  ),
  article(
    "cookie",
    "Điều 14. Cookie và công nghệ lưu trữ trên trình duyệt",
    p("Website sử dụng cookie và bộ nhớ của trình duyệt cho các mục đích sau:"),
    list(
      "Cookie cần thiết: giữ phiên đăng nhập và ghi nhớ tên đăng nhập khi bạn chọn “Ghi nhớ đăng nhập” (7 ngày). Website không lưu mật khẩu trong cookie.",
      "Cookie ghi nhận nguồn truy cập: mã nhấp chuột, mã nhà phát hành và mã đối tác của chiến dịch đưa bạn đến website, hết hạn sau 30 ngày.",
      "Dữ liệu phiên: bước bạn đang thực hiện trong biểu mẫu và thời gian trên trang, tự động dừng ghi nhận sau 4 phút không thao tác.",
    ),
    p(
      "Chúng tôi không dùng cookie quảng cáo của bên thứ ba. Bạn có thể xóa hoặc chặn cookie trong phần cài đặt của trình duyệt; khi đó một số chức năng như ghi nhớ đăng nhập có thể không hoạt động.",
    ),
  ),
  article(
    "sua-doi-chinh-sach",
    "Điều 15. Sửa đổi chính sách và hiệu lực",
    p(
      "Chính sách có hiệu lực từ ngày 23/11/2026. Khi sửa đổi, chúng tôi công bố phiên bản mới trên website kèm ngày hiệu lực. Thay đổi liên quan đến mục đích xử lý hoặc chia sẻ dữ liệu chỉ áp dụng cho dữ liệu của bạn khi bạn đồng ý với phiên bản mới.",
    ),
  ),
  article(
    "kenh-lien-he",
    "Điều 16. Kênh liên hệ",
    p("Mọi câu hỏi, yêu cầu hoặc khiếu nại về dữ liệu cá nhân, bạn vui lòng liên hệ:"),
    list(
      `Hotline: ${SUPPORT.hotline} (8:00 - 21:00 tất cả các ngày).`,
      `Email: ${SUPPORT.email}, tiêu đề “Dữ liệu cá nhân”.`,
      "Trực tuyến: trang “Yêu cầu xóa dữ liệu” ở chân trang website.",
    ),
    p(
      "Chúng tôi xác nhận đã nhận yêu cầu trong 1 ngày làm việc và phản hồi kết quả trong thời hạn pháp luật quy định, tối đa 72 giờ đối với yêu cầu xóa dữ liệu và yêu cầu cung cấp dữ liệu.",
    ),
  ),
];
