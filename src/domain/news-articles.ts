import type { MessageKey } from "../i18n/t";

/**
 * The SAMPLE articles of /tin-tuc (issue 19 item 11): our own writing about personal finance, not
 * copied from anywhere. Title, category and summary are the home carousel's messages, so the home
 * page and the article say the same; the body is content, like a document's sections. Images are
 * simple SVG illustrations served from our origin (public/news/). Replace with real articles.
 */
export interface NewsArticle {
  slug: string;
  category: MessageKey;
  title: MessageKey;
  summary: MessageKey;
  /** YYYY-MM-DD */
  date: string;
  image: string;
  body: readonly string[];
}

export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    slug: "5-dieu-can-biet-truoc-khi-vay-tieu-dung-tin-chap",
    category: "news_1_category",
    title: "news_1_title",
    summary: "news_1_excerpt",
    date: "2026-11-18",
    image: "/news/vay-tin-chap.svg",
    body: [
      "Vay tín chấp không cần tài sản bảo đảm nên thủ tục nhanh, nhưng lãi suất thường cao hơn vay thế chấp. Trước khi ký, hãy hỏi rõ lãi suất tính trên dư nợ gốc ban đầu hay dư nợ giảm dần: cùng một con số, cách tính thứ nhất khiến bạn trả nhiều hơn đáng kể.",
      "Điều thứ hai là tổng chi phí khoản vay: ngoài lãi còn có phí hồ sơ, phí bảo hiểm khoản vay (nếu có) và phí quản lý hàng tháng. Hãy cộng tất cả lại và chia cho số tiền thực nhận để biết chi phí thật. Thứ ba, đọc kỹ phí trả nợ trước hạn, vì nhiều hợp đồng thu từ 3% đến 5% số tiền trả trước.",
      "Cuối cùng, chỉ vay số tiền mà khoản trả hàng tháng không vượt quá khoảng một phần ba thu nhập, và luôn giữ hợp đồng, lịch trả nợ ở nơi dễ tìm. Nếu có điều khoản nào chưa hiểu, bạn có quyền yêu cầu nhân viên giải thích bằng văn bản trước khi ký.",
    ],
  },
  {
    slug: "cach-dung-the-tin-dung-khong-mat-lai",
    category: "news_2_category",
    title: "news_2_title",
    summary: "news_2_excerpt",
    date: "2026-11-12",
    image: "/news/the-tin-dung.svg",
    body: [
      "Thẻ tín dụng cho bạn tiêu trước, trả sau. Khoảng thời gian từ ngày giao dịch đến ngày đến hạn thanh toán được miễn lãi, thường từ 45 đến 55 ngày tùy ngân hàng và ngày bạn quẹt thẻ trong chu kỳ sao kê.",
      "Để không mất lãi, hãy thanh toán toàn bộ dư nợ trên sao kê trước ngày đến hạn. Nếu chỉ trả số tiền tối thiểu, phần còn lại sẽ bị tính lãi, và ở nhiều ngân hàng lãi được tính từ ngày giao dịch chứ không phải từ ngày đến hạn.",
      "Tránh rút tiền mặt bằng thẻ tín dụng: giao dịch này không được miễn lãi và còn chịu phí từ 2% đến 4% số tiền rút. Cài đặt thanh toán tự động từ tài khoản thanh toán là cách đơn giản nhất để không bao giờ quên ngày đến hạn.",
    ],
  },
  {
    slug: "quy-tac-50-30-20-cho-nguoi-moi-di-lam",
    category: "news_3_category",
    title: "news_3_title",
    summary: "news_3_excerpt",
    date: "2026-11-05",
    image: "/news/quy-tac-50-30-20.svg",
    body: [
      "Quy tắc 50/30/20 chia thu nhập sau thuế thành ba phần: 50% cho nhu cầu thiết yếu như tiền nhà, ăn uống, đi lại; 30% cho mong muốn cá nhân như giải trí, mua sắm; và 20% cho tiết kiệm hoặc trả nợ.",
      "Với người mới đi làm, phần 20% nên ưu tiên xây quỹ dự phòng bằng khoảng ba đến sáu tháng chi phí thiết yếu, gửi ở tài khoản tiết kiệm có thể rút linh hoạt. Khi đã có quỹ này, bạn có thể chuyển dần sang các mục tiêu dài hạn hơn.",
      "Tỷ lệ không cần tuyệt đối: nếu tiền thuê nhà ở thành phố lớn chiếm hơn một nửa thu nhập, hãy giảm phần mong muốn trước khi cắt phần tiết kiệm. Ghi chép chi tiêu trong một tháng sẽ cho bạn thấy tiền thực sự đi đâu.",
    ],
  },
  {
    slug: "nhan-dien-chieu-lua-dao-ho-tro-vay-von",
    category: "news_4_category",
    title: "news_4_title",
    summary: "news_4_excerpt",
    date: "2026-10-29",
    image: "/news/canh-bao-lua-dao.svg",
    body: [
      "Kẻ gian thường giả danh nhân viên công ty tài chính, gọi điện hoặc nhắn tin mời vay với lãi suất rất thấp, duyệt ngay không cần giấy tờ. Sau đó họ yêu cầu bạn chuyển trước một khoản “phí hồ sơ”, “phí bảo hiểm” hoặc “tiền chứng minh năng lực tài chính”.",
      "Hãy nhớ: không tổ chức tín dụng hợp pháp nào yêu cầu chuyển tiền trước để được giải ngân, và không ai có quyền hỏi mã OTP, mật khẩu ngân hàng hay ảnh chụp hai mặt thẻ của bạn qua điện thoại.",
      "Khi nghi ngờ, hãy dừng giao dịch, gọi lại tổng đài chính thức in trên website của công ty tài chính và báo cho cơ quan công an nơi gần nhất. Chỉ nộp hồ sơ vay qua kênh chính thức của đơn vị cho vay.",
    ],
  },
  {
    slug: "diem-tin-dung-cic-la-gi",
    category: "news_5_category",
    title: "news_5_title",
    summary: "news_5_excerpt",
    date: "2026-10-21",
    image: "/news/diem-tin-dung.svg",
    body: [
      "Trung tâm Thông tin Tín dụng Quốc gia Việt Nam (CIC) lưu lịch sử vay và trả nợ của mỗi người tại các tổ chức tín dụng. Từ dữ liệu đó, CIC chấm điểm tín dụng để các bên cho vay tham khảo khi xét duyệt hồ sơ.",
      "Điểm càng cao, bạn càng dễ được duyệt với hạn mức tốt và lãi suất thấp hơn. Trả nợ trễ hạn, dù chỉ vài ngày, hoặc mở quá nhiều khoản vay trong thời gian ngắn đều có thể làm điểm giảm.",
      "Bạn có thể tự tra cứu điểm và báo cáo tín dụng của mình trên cổng thông tin của CIC. Nếu thấy thông tin sai, hãy liên hệ tổ chức tín dụng đã báo cáo để đề nghị điều chỉnh.",
    ],
  },
  {
    slug: "tra-gop-0-co-that-su-mien-phi",
    category: "news_6_category",
    title: "news_6_title",
    summary: "news_6_excerpt",
    date: "2026-10-14",
    image: "/news/tra-gop.svg",
    body: [
      "Trả góp 0% nghĩa là không tính lãi trên số tiền trả góp, nhưng chưa chắc đã không mất phí. Nhiều chương trình thu phí chuyển đổi trả góp từ 1% đến 3% giá trị giao dịch, hoặc yêu cầu mua kèm bảo hiểm.",
      "Hãy so sánh giá sản phẩm khi trả góp với giá khi trả thẳng: có nơi bán giá cao hơn cho khách trả góp để bù phần lãi. Đọc kỹ điều kiện như giá trị đơn hàng tối thiểu, kỳ hạn và phí phạt nếu tất toán trước.",
      "Khi trả góp bằng thẻ tín dụng, mỗi kỳ góp vẫn nằm trong sao kê: nếu không thanh toán đủ số tiền đến hạn, bạn sẽ bị tính lãi như giao dịch thông thường. Trả góp chỉ thật sự có lợi khi bạn chắc chắn trả đúng hạn mọi kỳ.",
    ],
  },
];

export const articleBySlug = (slug: string): NewsArticle | undefined => NEWS_ARTICLES.find((a) => a.slug === slug);

/** The sample articles as the API serves them once seeded (server/db/seed/news.ts): texts, not keys. */
export function sampleNewsData(translate: (key: MessageKey) => string) {
  return NEWS_ARTICLES.map((article) => ({
    slug: article.slug,
    category: translate(article.category),
    title: translate(article.title),
    summary: translate(article.summary),
    date: article.date,
    image: article.image,
    body: [...article.body],
  }));
}
