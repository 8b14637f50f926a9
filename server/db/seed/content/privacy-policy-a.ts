import { article, list, p } from "./build";

/** Privacy policy, articles 1 to 8: scope, controller, data processed, sources, purposes, consent, scoring, sharing. */
export const privacyArticlesA = [
  article(
    "pham-vi-va-tu-ngu",
    "Điều 1. Phạm vi áp dụng và giải thích từ ngữ",
    p(
      "Chính sách này áp dụng cho dữ liệu cá nhân mà website Vay Tiêu Dùng thu thập và xử lý khi bạn truy cập website, đăng ký nhu cầu vay, tìm hiểu thẻ tín dụng, tạo tài khoản hoặc liên hệ với chúng tôi.",
    ),
    p(
      "Các khái niệm “dữ liệu cá nhân”, “dữ liệu cá nhân cơ bản”, “dữ liệu cá nhân nhạy cảm”, “xử lý dữ liệu cá nhân”, “chủ thể dữ liệu” được hiểu theo Nghị định 13/2023/NĐ-CP ngày 17/4/2023 của Chính phủ về bảo vệ dữ liệu cá nhân và các văn bản sửa đổi, bổ sung hoặc thay thế.",
    ),
  ),
  article(
    "don-vi-kiem-soat-du-lieu",
    "Điều 2. Đơn vị kiểm soát và xử lý dữ liệu",
    p(
      "Đơn vị vận hành website Vay Tiêu Dùng là Bên Kiểm soát và xử lý dữ liệu cá nhân đối với dữ liệu bạn cung cấp trên website. Chúng tôi là nền tảng giới thiệu sản phẩm tài chính, không phải tổ chức tín dụng và không cho vay.",
    ),
    p(
      "Khi bạn đồng ý chuyển hồ sơ đến một Đối tác (ngân hàng hoặc công ty tài chính), Đối tác đó trở thành Bên Kiểm soát dữ liệu độc lập đối với dữ liệu nhận được và xử lý theo chính sách bảo mật của mình.",
    ),
  ),
  article(
    "du-lieu-duoc-xu-ly",
    "Điều 3. Dữ liệu cá nhân được xử lý",
    p("Tùy theo dịch vụ bạn sử dụng, chúng tôi xử lý các nhóm dữ liệu sau:"),
    list(
      "Dữ liệu định danh và liên hệ: họ và tên, số điện thoại, email (nếu bạn cung cấp).",
      "Dữ liệu giấy tờ tùy thân: số CCCD 12 số; năm sinh và giới tính được suy ra từ số CCCD.",
      "Nhu cầu tài chính: số tiền vay, thời hạn vay, sản phẩm thẻ bạn quan tâm.",
      "Thông tin về hoàn cảnh: khoảng thu nhập hàng tháng, tình trạng nhà ở, tình trạng hôn nhân, số người phụ thuộc.",
      "Kết quả xử lý: điểm tín nhiệm sơ bộ, điểm thành phần của từng câu trả lời, Đối tác được gợi ý.",
      "Dữ liệu tài khoản: tên đăng nhập, mật khẩu ở dạng mã băm một chiều, lịch sử đăng nhập.",
      "Dữ liệu kỹ thuật: địa chỉ IP, loại trình duyệt, hệ điều hành, thời gian truy cập, trang đã xem, nguồn truy cập và tham số chiến dịch (utm, mã nhấp chuột).",
    ),
    p(
      "Thông tin về khoản vay, thu nhập và điểm tín nhiệm là dữ liệu cá nhân nhạy cảm theo Nghị định 13/2023/NĐ-CP. Chúng tôi thông báo cho bạn trước khi thu thập và chỉ xử lý khi có sự đồng ý của bạn. Chúng tôi không thu thập dữ liệu về chính kiến, tôn giáo, sức khỏe, đời sống tình dục hay tiền án, tiền sự.",
    ),
  ),
  article(
    "nguon-thu-thap",
    "Điều 4. Nguồn thu thập dữ liệu",
    list(
      "Do bạn trực tiếp cung cấp qua biểu mẫu đăng ký, biểu mẫu tài khoản hoặc khi liên hệ với chúng tôi.",
      "Tự động ghi nhận khi bạn sử dụng website (dữ liệu kỹ thuật, cookie), theo Điều 14.",
      "Từ Đối tác, giới hạn ở trạng thái hồ sơ bạn đã được giới thiệu (đã tiếp nhận, đã liên hệ, đã giải ngân hoặc từ chối), để chúng tôi hiển thị trong mục Hồ sơ vay.",
    ),
  ),
  article(
    "muc-dich-xu-ly",
    "Điều 5. Mục đích xử lý dữ liệu",
    p("Dữ liệu cá nhân của bạn chỉ được xử lý cho các mục đích sau:"),
    list(
      "Xác thực số điện thoại bằng mã OTP và phòng chống đăng ký giả mạo.",
      "Tính điểm tín nhiệm sơ bộ để gợi ý Đối tác và sản phẩm phù hợp.",
      "Chuyển hồ sơ đăng ký đến Đối tác bạn được giới thiệu để Đối tác liên hệ tư vấn và thẩm định.",
      "Tạo, duy trì tài khoản và hiển thị trạng thái hồ sơ vay của bạn.",
      "Trả lời câu hỏi, xử lý khiếu nại và yêu cầu về dữ liệu cá nhân.",
      "Đo lường hiệu quả của kênh truy cập và cải thiện trải nghiệm website.",
      "Gửi thông tin ưu đãi về sản phẩm tài chính, chỉ khi bạn đồng ý riêng cho mục đích này.",
      "Thực hiện nghĩa vụ theo yêu cầu của cơ quan nhà nước có thẩm quyền theo quy định pháp luật.",
    ),
    p("Khi cần xử lý cho mục đích mới, chúng tôi sẽ thông báo và xin sự đồng ý của bạn trước."),
  ),
  article(
    "su-dong-y",
    "Điều 6. Sự đồng ý của khách hàng",
    p(
      "Theo Nghị định 13/2023/NĐ-CP, sự đồng ý phải được đưa ra tự nguyện, rõ ràng và cụ thể cho từng mục đích. Vì vậy, mỗi mục đích tại Điều 5 cần sự đồng ý riêng: việc bạn đồng ý xác thực số điện thoại không đồng nghĩa với việc đồng ý nhận thông tin ưu đãi.",
    ),
    list(
      "Im lặng, không phản hồi hoặc ô đồng ý được đánh dấu sẵn không được coi là sự đồng ý.",
      "Bạn có thể đồng ý một phần, ví dụ chỉ nhận gợi ý mà không chuyển hồ sơ đến Đối tác.",
      "Sự đồng ý được ghi nhận kèm thời điểm và phiên bản chính sách, ở định dạng có thể in và sao chép.",
      "Bạn có thể rút lại sự đồng ý bất cứ lúc nào qua hotline, email hoặc trang Yêu cầu xóa dữ liệu. Việc rút lại không ảnh hưởng đến tính hợp pháp của việc xử lý đã thực hiện trước đó.",
    ),
  ),
  article(
    "cham-diem-tu-dong",
    "Điều 7. Chấm điểm tự động",
    p(
      "Điểm tín nhiệm sơ bộ được tính tự động theo bảng điểm cố định dựa trên độ tuổi, thu nhập, nhà ở, hôn nhân và số người phụ thuộc. Mỗi hồ sơ lưu phiên bản bảng điểm và điểm của từng tiêu chí để có thể giải thích kết quả khi bạn yêu cầu.",
    ),
    p(
      "Điểm này không phải là quyết định cấp tín dụng và không được gửi đến Trung tâm Thông tin tín dụng Quốc gia. Quyết định cho vay hoặc phát hành thẻ luôn do Đối tác đưa ra sau khi thẩm định.",
    ),
  ),
  article(
    "chia-se-du-lieu",
    "Điều 8. Chia sẻ dữ liệu",
    p("Chúng tôi không bán dữ liệu cá nhân. Dữ liệu chỉ được chia sẻ trong các trường hợp sau:"),
    list(
      "Với Đối tác bạn được giới thiệu, sau khi bạn đồng ý chuyển hồ sơ: chỉ các trường cần cho việc tư vấn và thẩm định.",
      "Với nhà cung cấp dịch vụ hạ tầng (máy chủ, gửi tin nhắn OTP) theo hợp đồng xử lý dữ liệu, chỉ trong phạm vi cần thiết để cung cấp dịch vụ cho bạn và có cam kết bảo mật.",
      "Với cơ quan nhà nước có thẩm quyền khi có yêu cầu bằng văn bản theo quy định pháp luật.",
    ),
    p("Danh sách Đối tác đang hợp tác được công bố trên trang chủ và được cập nhật khi có thay đổi."),
  ),
];
