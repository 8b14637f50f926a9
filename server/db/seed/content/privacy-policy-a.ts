import { article, list, p } from "./build";

/** Privacy policy, articles 1 to 8: scope, controller, data processed, sources, purposes, consent, scoring, sharing. */
export const privacyArticlesA = [
  article(
    "pham-vi-va-tu-ngu",
    "Điều 1. Phạm vi áp dụng và giải thích từ ngữ",
    p(
      "Chính sách này áp dụng cho dữ liệu cá nhân mà website Vay Tiêu Dùng thu thập và xử lý khi bạn truy cập website, đăng ký nhu cầu vay, lập hồ sơ vay với Đối tác (xác thực giấy tờ, khuôn mặt, thông tin nhận tiền), tìm hiểu thẻ tín dụng, tạo tài khoản hoặc liên hệ với chúng tôi.",
    ),
    p(
      "Các khái niệm “dữ liệu cá nhân”, “dữ liệu cá nhân cơ bản”, “dữ liệu cá nhân nhạy cảm”, “dữ liệu sinh trắc học”, “xử lý dữ liệu cá nhân”, “chủ thể dữ liệu” được hiểu theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15, Nghị định 356/2025/NĐ-CP quy định chi tiết Luật và các văn bản sửa đổi, bổ sung hoặc thay thế.",
    ),
  ),
  article(
    "don-vi-kiem-soat-du-lieu",
    "Điều 2. Đơn vị kiểm soát và xử lý dữ liệu",
    p(
      "Đơn vị vận hành website Vay Tiêu Dùng là {company.legalName}, mã số doanh nghiệp {company.registrationNumber}, địa chỉ {company.address}, điện thoại {company.hotline}, email {company.email} (“chúng tôi”). Chúng tôi là Bên Kiểm soát và xử lý dữ liệu cá nhân đối với dữ liệu bạn cung cấp trên website. Chúng tôi là nền tảng giới thiệu sản phẩm tài chính, không phải tổ chức tín dụng và không cho vay.",
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
      "Số điện thoại, email (nếu bạn cung cấp) và họ và tên: để xác thực bằng mã OTP, liên hệ và lập hồ sơ.",
      "Số CCCD 12 số (năm sinh và giới tính được suy ra từ số CCCD), số CMND cũ, ngày sinh, ngày cấp và địa chỉ thường trú đọc từ giấy tờ.",
      "Ảnh mặt trước và mặt sau của CCCD (hoặc ảnh giấy phép lái xe, hộ chiếu) khi bạn lập hồ sơ vay với Đối tác.",
      "Ảnh khuôn mặt (ảnh chân dung) và các chỉ số so khớp, chống giả mạo tính từ ảnh: đây là dữ liệu sinh trắc học, chỉ thu thập khi bạn đồng ý riêng tại bước xác thực khuôn mặt.",
      "Tài khoản nhận tiền: ngân hàng, chi nhánh, số tài khoản và tên chủ tài khoản, hoặc bưu điện và người nhận tiền.",
      "Người tham chiếu do bạn cung cấp: mối quan hệ, họ tên, số điện thoại và email của người đó.",
      "Địa chỉ liên hệ: tỉnh/thành phố, phường/xã, số nhà và đường.",
      "Thu nhập, nghề nghiệp và hoàn cảnh: khoảng thu nhập hàng tháng, nghề nghiệp và nơi làm việc (nếu có), tình trạng nhà ở, tình trạng hôn nhân, số người phụ thuộc; nhu cầu vay (số tiền, thời hạn, mục đích, cách trả nợ).",
      "Kết quả xử lý: điểm tín nhiệm sơ bộ, điểm thành phần của từng câu trả lời, Đối tác được gợi ý và trạng thái hồ sơ tại Đối tác.",
      "Dữ liệu tài khoản: tên đăng nhập, mật khẩu ở dạng mã băm một chiều, lịch sử đăng nhập.",
      "Dữ liệu thiết bị và truy cập: địa chỉ IP, loại trình duyệt, hệ điều hành, thời gian truy cập, trang đã xem, nguồn truy cập và tham số chiến dịch (utm, mã nhấp chuột).",
    ),
    p(
      "Dữ liệu sinh trắc học (ảnh khuôn mặt), thông tin về khoản vay, tài khoản ngân hàng, thu nhập và điểm tín nhiệm là dữ liệu cá nhân nhạy cảm theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15. Chúng tôi thông báo cho bạn trước khi thu thập và chỉ xử lý khi có sự đồng ý của bạn. Chúng tôi không thu thập dữ liệu về chính kiến, tôn giáo, sức khỏe, đời sống tình dục hay tiền án, tiền sự.",
    ),
    p(
      "Thông tin người tham chiếu là dữ liệu của người khác: bạn chỉ cung cấp khi người đó đã đồng ý; chúng tôi chỉ dùng để Đối tác liên hệ xác minh hồ sơ của bạn.",
    ),
  ),
  article(
    "nguon-thu-thap",
    "Điều 4. Nguồn thu thập dữ liệu",
    list(
      "Do bạn trực tiếp cung cấp qua biểu mẫu đăng ký, biểu mẫu tài khoản hoặc khi liên hệ với chúng tôi.",
      "Tự động ghi nhận khi bạn sử dụng website (dữ liệu kỹ thuật, cookie), theo Điều 14.",
      "Từ ảnh giấy tờ bạn tải lên: các trường đọc được từ mã QR của CCCD; từ ảnh khuôn mặt: kết quả so khớp với ảnh trên giấy tờ.",
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
      "Xác thực danh tính khi lập hồ sơ vay: đọc giấy tờ, đối chiếu ảnh khuôn mặt với ảnh trên giấy tờ và phòng chống giả mạo (ảnh giấy tờ, ảnh khuôn mặt).",
      "Lập hồ sơ vay và hợp đồng với Đối tác: tài khoản nhận tiền để giải ngân, người tham chiếu để Đối tác xác minh, địa chỉ liên hệ để gửi thông báo.",
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
      "Theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP, sự đồng ý phải được đưa ra tự nguyện, rõ ràng và cụ thể cho từng mục đích. Vì vậy, mỗi mục đích tại Điều 5 cần sự đồng ý riêng: việc bạn đồng ý xác thực số điện thoại không đồng nghĩa với việc đồng ý nhận thông tin ưu đãi.",
    ),
    list(
      "Trước bước chụp ảnh khuôn mặt, chúng tôi xin sự đồng ý riêng, rõ ràng cho việc xử lý dữ liệu sinh trắc học. Nếu bạn không đồng ý, chúng tôi không chụp ảnh khuôn mặt; với sản phẩm bắt buộc xác thực khuôn mặt, hồ sơ dừng ở bước này.",
      "Im lặng, không phản hồi hoặc ô đồng ý được đánh dấu sẵn không được coi là sự đồng ý.",
      "Bạn có thể đồng ý một phần, ví dụ chỉ nhận gợi ý mà không chuyển hồ sơ đến Đối tác.",
      "Sự đồng ý được ghi nhận kèm thời điểm và phiên bản chính sách, ở định dạng có thể in và sao chép; bạn xem lại các sự đồng ý đã đưa ra tại trang “Dữ liệu của tôi”.",
      "Bạn có thể rút lại sự đồng ý bất cứ lúc nào tại trang “Dữ liệu của tôi”, qua hotline, email hoặc trang Yêu cầu xóa dữ liệu. Rút lại sự đồng ý xử lý dữ liệu sinh trắc học thì ảnh khuôn mặt của hồ sơ bị xóa ngay. Việc rút lại không ảnh hưởng đến tính hợp pháp của việc xử lý đã thực hiện trước đó.",
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
      "Với Đối tác bạn được giới thiệu (ngân hàng, công ty tài chính; tên pháp lý và giấy phép tại trang Đối tác), sau khi bạn đồng ý chuyển hồ sơ: hồ sơ đăng ký vay gồm họ tên, số CCCD, số điện thoại, email, năm sinh, giới tính, tỉnh/thành phố, thu nhập, số tiền và thời hạn vay, điểm tín nhiệm sơ bộ; hồ sơ vay đã nộp gồm họ tên, số CCCD, số điện thoại, email, số tiền và thời hạn vay, cùng đường dẫn để Đối tác tải hợp đồng (gồm địa chỉ, tài khoản nhận tiền và người tham chiếu), ảnh giấy tờ và ảnh khuôn mặt.",
      "Trang “Dữ liệu của tôi” cho biết Đối tác nào đã nhận hồ sơ nào của bạn, gồm những trường nào và vào thời điểm nào.",
      "Với nhà cung cấp dịch vụ hạ tầng (máy chủ, gửi tin nhắn OTP) theo hợp đồng xử lý dữ liệu, chỉ trong phạm vi cần thiết để cung cấp dịch vụ cho bạn và có cam kết bảo mật.",
      "Với cơ quan nhà nước có thẩm quyền khi có yêu cầu bằng văn bản theo quy định pháp luật.",
    ),
    p("Danh sách Đối tác đang hợp tác được công bố trên trang chủ và được cập nhật khi có thay đổi."),
  ),
];
