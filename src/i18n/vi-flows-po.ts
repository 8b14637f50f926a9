/**
 * The flow viewer in a product owner's words: every state, event and guard of every drawn machine
 * in Vietnamese. The machines' English `description` fields stay for developers; the viewer shows
 * these. tests/components/flows-words.test.ts fails, naming the state, event or guard, when one
 * has no words here. Keys: machine folder name (machines/<name>), then the state's dotted path,
 * the event type, or the guard's name. `screen` is the visitor screen's own title, taken from the
 * visitor catalogue so both stay the same.
 */
import { vi } from "./vi";
import { vi_account } from "./vi-account";
import { vi_bo_operator } from "./vi-bo-operator";
import { vi_content } from "./vi-content";
import { vi_ekyc } from "./vi-ekyc";
import { vi_partners } from "./vi-partners";
import { vi_staff } from "./vi-staff";

export interface StateWords {
  /** What the box says (short). */
  name: string;
  /** The whole description (side panel). */
  text: string;
  /** The title of the screen the visitor sees in this state, when it has one. */
  screen?: string;
}

export interface MachineWords {
  states: Record<string, StateWords>;
  /** Event type -> what happened, as a person says it. Delays are read as durations, not here. */
  events: Record<string, string>;
  /** Guard name -> the condition in words (`{stage}` and the like filled from the guard's params). */
  guards: Record<string, string>;
}

const s = (name: string, text: string, screen?: string): StateWords =>
  screen ? { name, text, screen } : { name, text };

const POPUP = "Cửa sổ 'Thông báo'";

const leadFunnel: MachineWords = {
  states: {
    flow: s(
      "Các màn hình đăng ký",
      "Màn hình khách đang xem: bước 1 → 8, màn hình chờ, rồi kết quả. Về trang chủ thì quay lại bước 1, biểu mẫu và ô chống robot được xoá.",
    ),
    "flow.amount": s(
      "Bước 1: số tiền và thời hạn",
      "Khách chọn số tiền vay và thời hạn vay bằng hai thanh kéo; 'Tiếp tục' sang bước 2.",
      vi.step_1_title,
    ),
    "flow.contact": s(
      "Bước 2: thông tin liên hệ",
      "Số điện thoại, e-mail (không bắt buộc), ô đồng ý điều khoản và ô chống robot. Sang bước 3 khi số điện thoại qua kiểm tra danh sách đen và mã OTP được gửi.",
      vi.step_2_title,
    ),
    "flow.contact.editing": s(
      "Khách điền liên hệ",
      "Khách nhập số điện thoại, e-mail, tích đồng ý và qua ô chống robot; 'Tiếp tục' chỉ bật khi mọi thứ hợp lệ. 'Quay lại' về bước 1.",
      vi.step_2_title,
    ),
    "flow.contact.checkingPhone": s(
      "Đang kiểm tra số điện thoại",
      "Hệ thống đang kiểm tra số điện thoại có trong danh sách đen không; nút 'Tiếp tục' hiện đang xử lý.",
      vi.step_2_title,
    ),
    "flow.contact.requestingOtp": s(
      "Đang gửi mã OTP",
      "Số điện thoại hợp lệ; hệ thống đang gửi mã OTP. Gửi được thì sang bước 3.",
      vi.step_2_title,
    ),
    "flow.contact.popup": s(
      "Thông báo lỗi ở bước 2",
      `${POPUP} với lời nhắn của máy chủ hoặc lỗi chung; đóng lại thì ở lại bước 2 và làm lại ô chống robot.`,
      vi.notice_title,
    ),
    "flow.contact.limitPopup": s(
      "Hết lượt gửi mã",
      `Máy chủ báo đã đạt giới hạn gửi mã (mã 203): ${POPUP}; đóng lại thì về trang chủ, biểu mẫu được xoá.`,
      vi.notice_title,
    ),
    "flow.otp": s(
      "Bước 3: nhập mã OTP",
      "Khách nhập mã OTP (máy Mã OTP chạy ở đây). Đúng mã thì sang bước 4 với mã hồ sơ; bỏ cuộc thì về trang chủ; 'Quay lại' về bước 2.",
      vi.step_3_title,
    ),
    "flow.identity": s(
      "Bước 4: họ tên và CCCD",
      "Họ tên và số CCCD, kèm thanh điểm. Sang bước 5 khi tuổi hợp lệ, CCCD qua kiểm tra danh sách đen và lần chấm điểm đầu đã xong. Bước này không có 'Quay lại'.",
      vi.step_4_title,
    ),
    "flow.identity.editing": s(
      "Khách điền họ tên, CCCD",
      "Khách nhập họ tên và số CCCD; 'Tiếp tục' bật khi cả hai hợp lệ và tuổi theo CCCD từ 18 đến 60. CCCD đủ số mà tuổi ngoài 18–60 thì hiện ngay thông báo tuổi không hợp lệ; quay lại biểu mẫu thì quy định hiện dưới ô CCCD và 'Tiếp tục' vẫn tắt.",
      vi.step_4_title,
    ),
    "flow.identity.checkingId": s(
      "Đang kiểm tra CCCD",
      "Tuổi từ 18 đến 60; hệ thống đang kiểm tra CCCD có trong danh sách đen không.",
      vi.step_4_title,
    ),
    "flow.identity.scoring": s(
      "Đang chấm điểm lần đầu",
      "CCCD hợp lệ; hệ thống đang chấm điểm lần đầu. Nếu lỗi vẫn sang bước 5, điểm là 5 kèm lời nhắn.",
      vi.step_4_title,
    ),
    "flow.identity.popup": s(
      "Thông báo lỗi ở bước 4",
      `${POPUP}: tuổi theo CCCD ngoài 18–60, máy chủ từ chối, hoặc lỗi chung; đóng lại thì về biểu mẫu.`,
      vi.notice_title,
    ),
    "flow.income": s(
      "Bước 5: thu nhập",
      "Khách chọn một mức thu nhập hàng tháng; chọn xong sang bước 6 và chấm lại điểm. 'Quay lại' về bước 4 (điểm về 5).",
      vi.step_5_title,
    ),
    "flow.housing": s(
      "Bước 6: nhà ở",
      "Khách chọn tình trạng nhà ở; chọn xong sang bước 7 và chấm lại điểm.",
      vi.step_6_title,
    ),
    "flow.marital": s(
      "Bước 7: hôn nhân",
      "Khách chọn tình trạng hôn nhân; chọn xong sang bước 8 và chấm lại điểm.",
      vi.step_7_title,
    ),
    "flow.dependents": s(
      "Bước 8: người phụ thuộc",
      "Khách chọn số người phụ thuộc; chọn xong thì hiện màn hình chờ 3 giây.",
      vi.step_8_title,
    ),
    "flow.loading": s(
      "Màn hình chờ",
      "Sau bước 8: 'hồ sơ đã xong và đang được xử lý' ít nhất 3 giây, trong lúc chấm điểm lần cuối, lưu hồ sơ và lấy các gợi ý; xong thì sang kết quả.",
      vi.loading_title,
    ),
    "flow.loading.timer": s("Đếm 3 giây", "Màn hình chờ hiện ít nhất 3 giây."),
    "flow.loading.timer.running": s("Chưa đủ 3 giây", "Màn hình chờ mới hiện chưa đủ 3 giây."),
    "flow.loading.timer.elapsed": s("Đủ 3 giây", "Đã đủ 3 giây."),
    "flow.loading.work": s(
      "Chấm điểm cuối và lưu hồ sơ",
      "Chấm điểm lần cuối (bước này tạo tài khoản), rồi lưu hồ sơ.",
    ),
    "flow.loading.work.scoring": s(
      "Đang chấm điểm lần cuối",
      "Đang chấm điểm lần cuối; nếu lỗi thì điểm là 5 kèm thông báo, hồ sơ vẫn được lưu.",
    ),
    "flow.loading.work.saving": s("Đang lưu hồ sơ", "Hồ sơ của khách đang được lưu."),
    "flow.loading.work.saveFailed": s(
      "Lưu hồ sơ lỗi",
      `Không lưu được hồ sơ: ${POPUP}; đóng lại thì lưu lại (cùng mã hồ sơ).`,
      vi.notice_title,
    ),
    "flow.loading.work.saved": s("Đã lưu hồ sơ", "Hồ sơ đã được lưu."),
    "flow.loading.offers": s("Lấy gợi ý", "Lấy danh sách đối tác và ba thẻ gợi ý cho màn hình kết quả."),
    "flow.loading.offers.partners": s("Đang lấy đối tác", "Đang lấy danh sách công ty đối tác."),
    "flow.loading.offers.cards": s("Đang lấy thẻ gợi ý", "Đang lấy ba sản phẩm thẻ cho màn hình kết quả."),
    "flow.loading.offers.done": s("Đã có gợi ý", "Các gợi ý đã sẵn sàng (danh sách trống nếu lời gọi lỗi)."),
    "flow.result": s(
      "Kết quả",
      "Màn hình kết quả: chúc mừng hoặc rất tiếc theo điểm, theo dõi Zalo OA, đặt mật khẩu mới, ba thẻ khác.",
    ),
    "flow.result.passwordForm": s(
      "Đặt mật khẩu mới",
      "Mật khẩu mới và nhập lại; nút bật khi cả hai hợp lệ và giống nhau.",
    ),
    "flow.result.savingPassword": s(
      "Đang lưu mật khẩu",
      "Mật khẩu mới đang được lưu; lưu xong thì sang màn hình đăng nhập.",
    ),
    "flow.result.passwordFailed": s(
      "Lưu mật khẩu lỗi",
      `${POPUP}: không lưu được mật khẩu; đóng lại thì về biểu mẫu.`,
      vi.notice_title,
    ),
    "flow.blacklisted": s(
      "Rất tiếc (danh sách đen)",
      "Màn hình 'Rất tiếc!': lý do từ máy chủ, e-mail và hotline hỗ trợ, danh sách thẻ (số điện thoại bị mã 201/202 hoặc CCCD bị mã 201).",
      vi.blacklist_title,
    ),
    score: s(
      "Chấm lại điểm",
      "Chấm lại điểm ở bước 5–8, chạy song song với các màn hình: mỗi lựa chọn xin chấm lại sau khoảng 0,2 giây; lỗi thì điểm là 5 và hiện thông báo riêng.",
    ),
    "score.idle": s("Không chờ chấm điểm", "Không có lần chấm điểm nào đang chờ."),
    "score.waiting": s("Chờ 0,2 giây", "Khách vừa chọn; chờ khoảng 0,2 giây để các lựa chọn nhanh chỉ gọi một lần."),
    "score.requesting": s("Đang chấm lại điểm", "Đang chấm lại điểm; thanh điểm cập nhật khi có kết quả."),
    "score.failed": s(
      "Chấm điểm lỗi",
      `Chấm điểm lỗi: điểm là 5 và ${POPUP} hiện lời nhắn; các lựa chọn chờ đến khi đóng.`,
      vi.notice_title,
    ),
  },
  events: {
    "field.touch": "Rời một ô nhập",
    "funnel.reset": "Về trang chủ (làm lại từ đầu)",
    "amount.change": "Kéo số tiền vay",
    "term.change": "Kéo thời hạn vay",
    "amount.confirmed": "Bấm Tiếp tục ở bước 1",
    "phone.change": "Nhập số điện thoại",
    "email.change": "Nhập e-mail",
    "agree.change": "Tích/bỏ tích đồng ý điều khoản",
    "captcha.verify": "Qua ô chống robot",
    "captcha.expire": "Ô chống robot hết hạn",
    "contact.submitted": "Bấm Tiếp tục ở bước 2",
    "step.back": "Bấm Quay lại",
    "xstate.done.actor.checkPhone": "Có kết quả kiểm tra số điện thoại",
    "xstate.error.actor.checkPhone": "Kiểm tra số điện thoại lỗi",
    "xstate.done.actor.requestOtp": "Có kết quả gửi mã OTP",
    "xstate.error.actor.requestOtp": "Gửi mã OTP lỗi",
    "popup.close": "Đóng thông báo",
    "xstate.done.actor.otp": "Xong bước nhập mã OTP",
    "xstate.error.actor.otp": "Bước nhập mã OTP lỗi",
    "name.change": "Nhập họ tên",
    "nationalId.change": "Nhập số CCCD",
    "identity.submitted": "Bấm Tiếp tục ở bước 4",
    "xstate.done.actor.checkIdentity": "Có kết quả kiểm tra CCCD",
    "xstate.error.actor.checkIdentity": "Kiểm tra CCCD lỗi",
    "xstate.done.actor.scoreIdentity": "Có điểm lần đầu",
    "xstate.error.actor.scoreIdentity": "Chấm điểm lần đầu lỗi",
    "income.choose": "Chọn thu nhập",
    "housing.choose": "Chọn tình trạng nhà ở",
    "marital.choose": "Chọn tình trạng hôn nhân",
    "dependents.choose": "Chọn số người phụ thuộc",
    "xstate.done.state.leadFunnel.flow.loading": "Màn hình chờ xong việc",
    "xstate.done.actor.scoreFinal": "Có điểm lần cuối",
    "xstate.error.actor.scoreFinal": "Chấm điểm lần cuối lỗi",
    "xstate.done.actor.saveLead": "Có kết quả lưu hồ sơ",
    "xstate.error.actor.saveLead": "Lưu hồ sơ lỗi",
    "xstate.done.actor.partners": "Có danh sách đối tác",
    "xstate.error.actor.partners": "Lấy đối tác lỗi",
    "xstate.done.actor.resultCards": "Có thẻ gợi ý",
    "xstate.error.actor.resultCards": "Lấy thẻ gợi ý lỗi",
    "xstate.done.actor.applyProduct": "Đã ghi nhận đăng ký sản phẩm",
    "xstate.error.actor.applyProduct": "Đăng ký sản phẩm lỗi",
    "password.change": "Nhập mật khẩu mới",
    "passwordConfirm.change": "Nhập lại mật khẩu",
    "password.submit": "Bấm Xác nhận mật khẩu",
    "xstate.done.actor.setPassword": "Có kết quả lưu mật khẩu",
    "xstate.error.actor.setPassword": "Lưu mật khẩu lỗi",
    "xstate.done.actor.blacklistCards": "Có thẻ cho màn hình rất tiếc",
    "xstate.error.actor.blacklistCards": "Lấy thẻ cho màn hình rất tiếc lỗi",
    "score.request": "Xin chấm lại điểm",
    "score.cancel": "Huỷ chấm lại điểm",
    "score.fail": "Chấm điểm báo lỗi",
    "xstate.done.actor.scoreUpdate": "Có điểm mới",
    "xstate.error.actor.scoreUpdate": "Chấm lại điểm lỗi",
    "scoreNotice.close": "Đóng thông báo điểm",
  },
  guards: {
    isContactValid: "thông tin liên hệ hợp lệ",
    isBlacklisted: "nằm trong danh sách đen",
    isOk: "máy chủ trả lời thành công",
    isLimit: "đã hết lượt (mã 203)",
    isVerified: "mã OTP đúng",
    completesAgeOutOfRange: "CCCD vừa đủ số và tuổi ngoài 18–60",
    isIdentityValid: "họ tên và CCCD hợp lệ",
    isAgeEligible: "tuổi từ 18 đến 60",
    isNewPasswordValid: "mật khẩu mới hợp lệ và khớp",
  },
};

const otp: MachineWords = {
  states: {
    session: s(
      "Mã đang hiệu lực",
      "Có một mã đang dùng được: đồng hồ đếm ngược từ 300 giây, hoặc đã về 0.",
      vi.step_3_title,
    ),
    "session.hist": s("Chỗ khách đang ở", "Nơi khách ở trước khi gửi lại mã lỗi (đóng thông báo đó thì quay về đây)."),
    "session.live": s("Đang đếm ngược", "Đồng hồ chạy trong lúc khách nhập mã."),
    "session.live.clock": s("Đồng hồ", "Đồng hồ đếm ngược, mỗi giây một nhịp."),
    "session.live.clock.running": s(
      "Đồng hồ đang chạy",
      "Số giây còn lại giảm dần; liên kết 'Gửi lại mã' hiện khi còn 295 giây trở xuống và còn lượt gửi lại. Về 0 là hết giờ.",
    ),
    "session.live.entry": s("Sáu ô nhập mã", "Sáu ô nhập mã OTP."),
    "session.live.entry.open": s("Ô nhập mã mở", "Khách gõ được vào các ô."),
    "session.live.entry.open.editing": s("Khách nhập mã", "Khách nhập mã; 'Xác nhận' chỉ bật khi đủ 6 chữ số."),
    "session.live.entry.open.invalid": s(
      "Mã sai",
      "Mã sai: các ô báo đỏ kèm số lần thử còn lại; gõ lại thì hết báo lỗi.",
    ),
    "session.live.entry.open.verifying": s(
      "Đang kiểm tra mã",
      "Mã đang được kiểm tra; ô nhập và nút 'Xác nhận' tạm khoá.",
    ),
    "session.live.entry.open.failed": s(
      "Không kiểm tra được mã",
      `Không kiểm tra được: ${POPUP} với lỗi chung; đóng lại thì về các ô nhập.`,
      vi.notice_title,
    ),
    "session.live.entry.blocked": s(
      "Ô nhập bị khoá",
      "Hết lượt (mã 203) hoặc mã hết hạn: lời nhắn của máy chủ; các ô bị khoá, chỉ còn gửi lại mã.",
    ),
    "session.live.entry.blocked.notice": s(
      "Thông báo mã bị khoá",
      `${POPUP} (lời nhắn của máy chủ, mã hết hạn hoặc hết giờ); đóng lại thì chỉ còn 'Gửi lại mã', hoặc bỏ cuộc khi hết lượt gửi lại.`,
      vi.notice_title,
    ),
    "session.live.entry.blocked.idle": s("Chỉ còn gửi lại mã", "Các ô bị khoá; chỉ có thể bấm 'Gửi lại mã'."),
    "session.timedOut": s("Hết giờ", "Đồng hồ về 0: các ô bị khoá, dùng một lượt hết giờ và hiện thông báo hết giờ."),
    "session.timedOut.notice": s(
      "Thông báo hết giờ",
      "Thông báo hết giờ. Đóng lại: ở đặt lại mật khẩu thì quay về màn hình 'Quên mật khẩu'; ở nơi khác chỉ còn gửi lại mã, hoặc về trang chủ khi hết lượt.",
      vi.notice_title,
    ),
    "session.timedOut.idle": s("Hết giờ, chờ gửi lại", "Đã hết giờ; chỉ có thể bấm 'Gửi lại mã'."),
    resending: s("Đang gửi lại mã", "Đang gửi mã mới; gửi được thì đồng hồ chạy lại từ 300 giây và các ô được xoá."),
    resendFailed: s("Gửi lại mã lỗi", `Gửi lại mã lỗi: ${POPUP}; đóng lại thì về chỗ đã bấm gửi lại.`, vi.notice_title),
    lockedOut: s(
      "Sai mã 3 lần",
      "Sai mã 3 lần: ô nhập và nút bị khoá. Đặt lại mật khẩu: 'Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.' Đăng ký vay: báo hết số lần thử và nút 'Tạo lại khoản vay' (về trang chủ, xoá biểu mẫu).",
    ),
    verified: s("Mã đúng", "Mã đúng: luồng đã xin mã đi tiếp."),
    abandoned: s(
      "Bỏ cuộc",
      "Khách bỏ cuộc (hoặc buộc phải dừng): về trang chủ với đăng ký vay, về màn hình 'Quên mật khẩu' với đặt lại mật khẩu.",
    ),
  },
  events: {
    "otp.change": "Nhập mã",
    "otp.submitted": "Bấm Xác nhận mã",
    "otp.resend": "Bấm Gửi lại mã",
    "xstate.done.actor.verifyOtp": "Có kết quả kiểm tra mã",
    "xstate.error.actor.verifyOtp": "Kiểm tra mã lỗi",
    "otp.popup.close": "Đóng thông báo",
    "xstate.done.actor.resendOtp": "Có kết quả gửi lại mã",
    "xstate.error.actor.resendOtp": "Gửi lại mã lỗi",
    "otp.restart": "Bấm Tạo lại khoản vay",
  },
  guards: {
    isLastSecond: "còn 1 giây",
    isComplete: "đủ 6 chữ số",
    canResend: "còn lượt gửi lại",
    isVerified: "mã đúng",
    isWrongWithAttemptsLeft: "mã sai và còn lần thử",
    isWrong: "mã sai",
    canStillResend: "vẫn còn lượt gửi lại",
    leavesOnTimeout: "đang đặt lại mật khẩu (hết giờ thì rời đi)",
    restartsTheLoan: "đang đăng ký vay",
  },
};

const inactivity: MachineWords = {
  states: {
    tracking: s(
      "Đang theo dõi truy cập",
      "Theo dõi đang chạy: tự lưu và canh không hoạt động song song; trạng thái chỉ tiến lên và mỗi trạng thái mới được lưu ngay.",
    ),
    "tracking.autosave": s("Tự lưu", "Nhật ký truy cập được tự lưu mỗi 30 giây."),
    "tracking.autosave.waiting": s("Chờ lần lưu sau", "Chờ 30 giây đến lần lưu sau."),
    "tracking.idle": s("Canh không hoạt động", "Di chuột, gõ phím, cuộn hay bấm đều đếm lại 4 phút."),
    "tracking.idle.watching": s(
      "Chờ 3 phút 30 giây",
      "Chờ khách hoạt động; sau 3 phút 30 giây không hoạt động thì hỏi khách có còn xem không.",
    ),
    "tracking.idle.warning": s(
      "Hỏi 'Bạn vẫn đang xem chứ?'",
      "Còn 30 giây trước khi về trang chủ: hỏi 'Bạn vẫn đang xem chứ?'; một lần bấm (hay bất kỳ hoạt động nào) đếm lại từ đầu. Tổng cộng vẫn là 4 phút không hoạt động.",
    ),
    closing: s(
      "Không hoạt động 4 phút",
      "4 phút không hoạt động: dừng theo dõi, xoá cookie nhấp chuột, lưu nhật ký cuối nếu đã qua bước 1; sau 0,5 giây trang về trang chủ.",
    ),
    stopped: s("Đã dừng theo dõi", "Việc theo dõi đã kết thúc."),
  },
  events: {
    "tracking.status": "Khách tiến thêm một bước",
    activity: "Khách có hoạt động (chuột, phím, cuộn, bấm)",
  },
  guards: {
    isFurther: "trạng thái mới xa hơn trạng thái cũ",
    isPastVisit: "khách đã qua bước xem trang",
  },
};

const passwordReset: MachineWords = {
  states: {
    routing: s("Mở đúng màn hình", "Mở màn hình theo đường dẫn khách vào (quên mật khẩu, xác thực OTP, đổi mật khẩu)."),
    request: s(
      "Quên mật khẩu",
      "Ô số điện thoại (chỉ chữ số, tối đa 10), 'Xác nhận' tắt đến khi số hợp lệ, liên kết về đăng nhập.",
      vi.page_request_password,
    ),
    "request.editing": s(
      "Khách nhập số điện thoại",
      "Khách nhập số điện thoại; 'Xác nhận' bật khi số hợp lệ.",
      vi.page_request_password,
    ),
    "request.submitting": s("Đang gửi mã", "Đang xin gửi mã OTP.", vi.page_request_password),
    "request.refused": s(
      "Máy chủ từ chối",
      "Máy chủ từ chối: lời nhắn hiện dưới ô; 'Xác nhận' tắt đến khi đổi số.",
      vi.page_request_password,
    ),
    "request.failed": s("Gửi mã lỗi", `${POPUP} với lỗi chung; đóng lại thì về biểu mẫu.`, vi.notice_title),
    confirm: s(
      "Xác thực OTP",
      "Các ô nhập mã OTP (3 lần thử), số điện thoại bị che trừ hai số cuối.",
      vi.page_request_password_confirm,
    ),
    change: s(
      "Đổi mật khẩu",
      "Mật khẩu mới và nhập lại, có nút hiện/ẩn, 'Xác nhận'; nút quay lại của trình duyệt bị chặn.",
      vi.page_change_password,
    ),
    "change.editing": s(
      "Khách nhập mật khẩu mới",
      "Khách nhập mật khẩu mới hai lần (6–20 ký tự, giống nhau).",
      vi.page_change_password,
    ),
    "change.submitting": s("Đang lưu mật khẩu", "Mật khẩu mới đang được lưu.", vi.page_change_password),
    "change.failed": s("Lưu mật khẩu lỗi", `Câu trả lời khác: ${POPUP}; đóng lại thì về biểu mẫu.`, vi.notice_title),
    "change.expired": s(
      "Phiên đã hết hạn",
      "Mã 204: phiên đổi mật khẩu đã hết hạn; lời nhắn của máy chủ và nút về đăng nhập.",
      vi.page_change_password,
    ),
    "change.changed": s(
      "Đã đổi mật khẩu",
      "Mã 200: đã lưu mật khẩu; sau 0,5 giây sang màn hình đăng nhập với lời báo đổi mật khẩu thành công.",
      vi.page_change_password,
    ),
    finished: s("Sang đăng nhập", "Đã chuyển sang màn hình đăng nhập, báo thành công.", vi.page_login),
    left: s("Rời luồng", "Rời luồng: về đăng nhập, hoặc về trang chủ khi không có số điện thoại hay mã phiên đã lưu."),
  },
  events: {
    "request.change": "Nhập số điện thoại",
    "request.submit": "Bấm Xác nhận",
    "xstate.done.actor.requestOtp": "Có kết quả gửi mã OTP",
    "xstate.error.actor.requestOtp": "Gửi mã OTP lỗi",
    "popup.close": "Đóng thông báo",
    "xstate.done.actor.otp": "Xong bước nhập mã OTP",
    "password.change": "Nhập mật khẩu mới",
    "confirmation.change": "Nhập lại mật khẩu",
    "password.submit": "Bấm Xác nhận mật khẩu",
    "xstate.done.actor.changePassword": "Có kết quả đổi mật khẩu",
    "xstate.error.actor.changePassword": "Đổi mật khẩu lỗi",
    "login.open": "Bấm về đăng nhập",
  },
  guards: {
    startsAt: "khách vào ở màn hình {stage}",
    isPhoneValid: "số điện thoại hợp lệ",
    isSent: "mã đã được gửi",
    isNewPhone: "số điện thoại đã đổi",
    isVerified: "mã OTP đúng",
    isPasswordValid: "mật khẩu hợp lệ và khớp",
    isChanged: "đã đổi được mật khẩu (mã 200)",
    isExpired: "phiên đã hết hạn (mã 204)",
  },
};

const loanTicket: MachineWords = {
  states: {
    loading: s(
      "Đang mở hồ sơ",
      "Đọc sản phẩm và bước kiểm tra của nó rồi tạo hồ sơ nháp, hoặc đọc hồ sơ nháp để làm tiếp.",
      vi_ekyc.wizard_title,
    ),
    checkingService: s(
      "Kiểm tra đối tác nhận hồ sơ",
      "Trước khi bắt đầu: đối tác của sản phẩm có đang nhận hồ sơ không?",
      vi_ekyc.wizard_title,
    ),
    serviceCheckFailed: s(
      "Kiểm tra đối tác lỗi",
      "Không kiểm tra được đối tác: thông báo; nút của nó hỏi lại.",
      vi.notice_title,
    ),
    serviceUnavailable: s(
      "Đối tác tạm ngừng nhận",
      "Dịch vụ của đối tác đang đóng: lời nhắn, liên kết đến hồ sơ và trang chủ, và nút thử lại.",
    ),
    routing: s("Chọn bước bắt đầu", "Bắt đầu ở bước của hồ sơ nháp đã lưu, hoặc ở giấy tờ tùy thân với hồ sơ mới."),
    loadFailed: s("Mở hồ sơ lỗi", "Không mở được hồ sơ: thông báo; nút của nó thử lại.", vi.notice_title),
    unavailable: s("Sản phẩm không đăng ký được", "Sản phẩm này không đăng ký được: lời nhắn; dừng đăng ký."),
    policyChanged: s(
      "Chính sách đã đổi",
      "'Chính sách sản phẩm đã được cập nhật. Vui lòng đăng ký lại.': khách làm lại từ đầu.",
    ),
    restarting: s("Đang xoá hồ sơ nháp cũ", "Hồ sơ nháp cũ đang được xoá."),
    identity: s("Bước giấy tờ tùy thân", "Bước giấy tờ tùy thân: máy eKYC chạy ở đây.", vi_ekyc.wizard_step_identity),
    "identity.running": s(
      "Khách làm eKYC",
      "Khách làm các bước xác thực danh tính (eKYC).",
      vi_ekyc.wizard_step_identity,
    ),
    "identity.saving": s("Đang lưu danh tính", "Thông tin danh tính đang được lưu vào hồ sơ nháp."),
    "identity.saveFailed": s("Lưu danh tính lỗi", "Không lưu được: thông báo; nút của nó lưu lại.", vi.notice_title),
    details: s("Bước thông tin cá nhân", "Bước điền thông tin cá nhân và khoản vay.", vi_ekyc.wizard_step_details),
    "details.editing": s(
      "Khách điền thông tin",
      "Khách điền thông tin; lỗi của một ô hiện khi rời ô đó, mọi lỗi hiện khi đã bấm gửi.",
      vi_ekyc.wizard_step_details,
    ),
    "details.saving": s("Đang lưu thông tin", "Thông tin đang được lưu vào hồ sơ nháp."),
    "details.saveFailed": s(
      "Lưu thông tin lỗi",
      `Không lưu được: ${POPUP}; đóng lại thì về biểu mẫu.`,
      vi.notice_title,
    ),
    otp: s("Bước xác thực OTP", "Gửi hồ sơ và xác nhận bằng mã OTP.", vi_ekyc.ticket_otp_title),
    "otp.requesting": s(
      "Đang gửi hồ sơ và mã",
      "Hồ sơ đang được gửi và mã OTP đang được gửi đi.",
      vi_ekyc.ticket_otp_title,
    ),
    "otp.requestFailed": s("Gửi mã lỗi", "Không gửi được: thông báo; nút của nó thử lại.", vi.notice_title),
    "otp.refused": s("Máy chủ từ chối gửi mã", "Máy chủ từ chối gửi mã: lời nhắn; đóng lại thì rời đăng ký."),
    "otp.entering": s("Khách nhập mã OTP", "Các ô nhập mã OTP (máy Mã OTP chạy ở đây).", vi_ekyc.ticket_otp_title),
    "otp.mobifoneStep2": s(
      "Kiểm tra thuê bao MobiFone",
      "Bước hai của MobiFone: số thuê bao MobiFone được đối chiếu với CCCD; nhà mạng khác thì qua luôn.",
    ),
    "otp.step2Failed": s(
      "Kiểm tra thuê bao lỗi",
      "Không kiểm tra được thuê bao: thông báo; nút của nó hỏi lại.",
      vi.notice_title,
    ),
    "otp.step2Refused": s(
      "Thuê bao không khớp CCCD",
      "Thuê bao không khớp với CCCD: lời nhắn; đóng lại thì rời đăng ký.",
    ),
    contract: s(
      "Bước hợp đồng",
      "Hợp đồng PDF, e-mail nhận hợp đồng, đồng ý và xác nhận.",
      vi_ekyc.contract_step_title,
    ),
    "contract.preparing": s("Đang tạo hợp đồng", "Hợp đồng PDF đang được tạo.", vi_ekyc.contract_step_title),
    "contract.prepareFailed": s(
      "Tạo hợp đồng lỗi",
      "Không tạo được hợp đồng: thông báo; nút của nó thử lại.",
      vi.notice_title,
    ),
    "contract.review": s(
      "Khách đọc hợp đồng",
      "Khách đọc hợp đồng, nhập e-mail và tích đồng ý; 'Xác nhận' bật khi cả hai đều ổn.",
      vi_ekyc.contract_step_title,
    ),
    "contract.confirming": s("Đang xác nhận hồ sơ", "Hồ sơ đang được xác nhận.", vi_ekyc.contract_step_title),
    "contract.confirmFailed": s(
      "Xác nhận lỗi",
      `Không xác nhận được: ${POPUP}; đóng lại thì về hợp đồng.`,
      vi.notice_title,
    ),
    success: s(
      "Gửi hồ sơ thành công",
      "Xong: hiện mã khoản vay, rồi tình trạng hồ sơ ở đối tác.",
      vi_ekyc.wizard_success_title,
    ),
    "success.awaitingApproval": s(
      "Hỏi đối tác đã duyệt chưa",
      "Đang hỏi đối tác tình trạng duyệt hồ sơ.",
      vi_ekyc.wizard_success_title,
    ),
    "success.waiting": s(
      "Đối tác đang xem xét",
      "Chưa có quyết định (hoặc chưa trả lời): 'đối tác đang xem xét'; hỏi lại sau một lúc.",
      vi_ekyc.wizard_success_title,
    ),
    "success.signingRemote": s(
      "Ký hợp đồng từ xa",
      "Đã duyệt, hợp đồng chờ ký từ xa: mã SmartCA.",
      vi_partners.partner_sign_title,
    ),
    "success.signingRemote.entering": s(
      "Khách nhập mã SmartCA",
      "Khách nhập mã SmartCA 6 chữ số; nút 'Ký' bật khi đủ 6 chữ số.",
      vi_partners.partner_sign_title,
    ),
    "success.signingRemote.signing": s(
      "Đang ký qua SmartCA",
      "Chữ ký đang được xác nhận qua SmartCA.",
      vi_partners.partner_sign_title,
    ),
    "success.approved": s("Đối tác đã duyệt", "Đối tác đã duyệt hồ sơ."),
    "success.declined": s("Đối tác từ chối", "Đối tác đã từ chối hồ sơ."),
    "success.signed": s("Đã ký hợp đồng", "Hợp đồng đã được ký từ xa; đối tác giải ngân."),
    left: s("Khách rời đăng ký", "Khách đã rời: bỏ bước OTP hoặc bị từ chối."),
  },
  events: {
    "xstate.done.actor.loadTicket": "Đã mở hồ sơ",
    "xstate.error.actor.loadTicket": "Mở hồ sơ lỗi",
    "xstate.done.actor.checkService": "Có kết quả kiểm tra đối tác",
    "xstate.error.actor.checkService": "Kiểm tra đối tác lỗi",
    retry: "Bấm Thử lại",
    "draft.restart": "Bấm Đăng ký lại",
    "xstate.done.actor.deleteDraft": "Đã xoá hồ sơ nháp",
    "xstate.error.actor.deleteDraft": "Xoá hồ sơ nháp lỗi",
    "xstate.done.actor.ekyc": "Xong xác thực danh tính",
    "xstate.done.actor.saveDraft": "Đã lưu hồ sơ nháp",
    "xstate.error.actor.saveDraft": "Lưu hồ sơ nháp lỗi",
    "details.change": "Sửa một ô thông tin",
    "details.field.left": "Rời một ô thông tin",
    "details.submit": "Bấm Tiếp tục ở thông tin cá nhân",
    "step.back": "Bấm Quay lại",
    "popup.close": "Đóng thông báo",
    "xstate.done.actor.requestOtp": "Có kết quả gửi hồ sơ và mã",
    "xstate.error.actor.requestOtp": "Gửi hồ sơ và mã lỗi",
    "xstate.done.actor.otp": "Xong bước nhập mã OTP",
    "xstate.done.actor.mobifoneStep2": "Có kết quả kiểm tra thuê bao",
    "xstate.error.actor.mobifoneStep2": "Kiểm tra thuê bao lỗi",
    "xstate.done.actor.prepareContract": "Đã tạo hợp đồng",
    "xstate.error.actor.prepareContract": "Tạo hợp đồng lỗi",
    "email.change": "Nhập e-mail nhận hợp đồng",
    "contract.agree": "Tích đồng ý hợp đồng",
    "contract.confirm": "Bấm Xác nhận hợp đồng",
    "xstate.done.actor.confirmTicket": "Có kết quả xác nhận hồ sơ",
    "xstate.error.actor.confirmTicket": "Xác nhận hồ sơ lỗi",
    "xstate.done.actor.approvalStatus": "Đối tác trả lời tình trạng duyệt",
    "xstate.error.actor.approvalStatus": "Hỏi tình trạng duyệt lỗi",
    "sign.code.change": "Nhập mã SmartCA",
    "sign.submit": "Bấm Ký",
    "xstate.done.actor.signRemote": "Có kết quả ký từ xa",
    "xstate.error.actor.signRemote": "Ký từ xa lỗi",
  },
  guards: {
    isUnavailable: "sản phẩm không đăng ký được",
    isPolicyChanged: "chính sách sản phẩm đã đổi",
    isServiceAvailable: "đối tác đang nhận hồ sơ",
    resumesAt: "hồ sơ nháp dừng ở bước {stage}",
    isDetailsValid: "thông tin hợp lệ",
    isSent: "đã gửi được",
    isVerified: "mã OTP đúng",
    isStep2Accepted: "thuê bao khớp CCCD",
    canConfirm: "đã nhập e-mail và đồng ý",
    isConfirmed: "hồ sơ đã được xác nhận",
    isApproval: "đối tác trả lời đúng kết quả này",
    isSignCode: "mã SmartCA đủ 6 chữ số",
    isSigned: "đã ký được",
  },
};

const ekyc: MachineWords = {
  states: {
    routing: s(
      "Chọn nơi bắt đầu",
      "Bắt đầu ở chọn giấy tờ, hoặc ở chụp khuôn mặt khi hồ sơ làm tiếp chỉ còn thiếu khuôn mặt.",
    ),
    document: s(
      "Chọn loại giấy tờ",
      "Khách chọn loại giấy tờ: CCCD gắn chip, giấy phép lái xe hoặc hộ chiếu.",
      vi_ekyc.ekyc_document_title,
    ),
    front: s("Mặt trước giấy tờ", "Ảnh mặt trước giấy tờ: chụp bằng camera hoặc chọn tệp.", vi_ekyc.ekyc_front_title),
    "front.editing": s(
      "Khách chọn ảnh mặt trước",
      "Khách chọn hoặc xoá ảnh mặt trước; bấm gửi để gửi ảnh.",
      vi_ekyc.ekyc_front_title,
    ),
    "front.reading": s("Đang đọc mặt trước", "Máy chủ đang đọc ảnh mặt trước.", vi_ekyc.ekyc_front_title),
    "front.checkingFrontRule": s(
      "Kiểm tra quy định mặt trước",
      "Áp quy định giấy tờ của đối tác lên mặt trước vừa đọc, trước khi chấp nhận.",
      vi_ekyc.ekyc_front_title,
    ),
    "front.accepted": s(
      "Mặt trước được chấp nhận",
      "Mặt trước đạt: sang mặt sau nếu là CCCD, nếu không thì sang kiểm tra thông tin.",
      vi_ekyc.ekyc_front_title,
    ),
    "front.rejected": s(
      "Mặt trước bị từ chối",
      "Mặt trước bị từ chối (022 ảnh mờ, 019 mất góc, 458 chụp quá xa...): lời nhắn; chọn ảnh khác.",
      vi_ekyc.ekyc_front_title,
    ),
    back: s("Mặt sau CCCD", "Ảnh mặt sau CCCD (chỉ CCCD có mặt sau).", vi_ekyc.ekyc_back_title),
    "back.editing": s(
      "Khách chọn ảnh mặt sau",
      "Khách chọn hoặc xoá ảnh mặt sau; bấm gửi để gửi ảnh.",
      vi_ekyc.ekyc_back_title,
    ),
    "back.reading": s("Đang đọc mặt sau", "Máy chủ đang đọc ảnh mặt sau.", vi_ekyc.ekyc_back_title),
    "back.checkingBackRule": s(
      "Kiểm tra quy định mặt sau",
      "Áp quy định giấy tờ của đối tác lên mặt sau vừa đọc, trước khi chấp nhận.",
      vi_ekyc.ekyc_back_title,
    ),
    "back.rejected": s("Mặt sau bị từ chối", "Mặt sau bị từ chối: lời nhắn; chọn ảnh khác.", vi_ekyc.ekyc_back_title),
    review: s(
      "Kiểm tra thông tin giấy tờ",
      "Thông tin đọc được điền sẵn vào biểu mẫu, khách sửa được.",
      vi_ekyc.ekyc_review_title,
    ),
    "review.editing": s("Khách kiểm tra, sửa", "Khách kiểm tra và sửa các ô.", vi_ekyc.ekyc_review_title),
    "review.checking": s(
      "Đang đối chiếu CCCD",
      "Thông tin được đối chiếu với số CCCD đã nhập trước đó.",
      vi_ekyc.ekyc_review_title,
    ),
    "review.accepted": s("Thông tin khớp", "Danh tính khớp.", vi_ekyc.ekyc_review_title),
    "review.rejected": s(
      "Thông tin không khớp",
      "Không khớp (023): sửa một ô hoặc chụp lại giấy tờ.",
      vi_ekyc.ekyc_review_title,
    ),
    biometricConsent: s(
      "Đồng ý sinh trắc học",
      "Sự đồng ý riêng, rõ ràng cho dữ liệu sinh trắc học trước khi chụp khuôn mặt (Luật 91/2025/QH15, Nghị định 356/2025/NĐ-CP): ảnh khuôn mặt dùng để làm gì, ai nhận, giữ bao lâu, rút lại thế nào.",
      vi_account.biometric_consent_title,
    ),
    "biometricConsent.asking": s(
      "Hỏi khách đồng ý",
      "Nội dung đồng ý với 'Tôi đồng ý' và 'Tôi không đồng ý'; 'Quay lại' về kiểm tra thông tin.",
      vi_account.biometric_consent_title,
    ),
    "biometricConsent.recording": s(
      "Đang ghi nhận đồng ý",
      "Máy chủ ghi nhận sự đồng ý với thời điểm, phiên bản nội dung và khách hàng.",
      vi_account.biometric_consent_title,
    ),
    "biometricConsent.declined": s(
      "Khách không đồng ý",
      "Khách từ chối: sản phẩm này cần bước khuôn mặt; khách có thể nghĩ lại, quay về kiểm tra thông tin, hoặc dừng (liên kết về trang chủ).",
      vi_account.biometric_consent_declined_title,
    ),
    "biometricConsent.failed": s(
      "Ghi nhận đồng ý lỗi",
      `Không ghi nhận được (hoặc nội dung đã đổi): ${POPUP}; đóng lại thì hỏi lại.`,
      vi.notice_title,
    ),
    face: s("Chụp khuôn mặt", "Chụp ảnh khuôn mặt, khi sản phẩm yêu cầu.", vi_ekyc.ekyc_face_title),
    "face.capturing": s(
      "Đang chụp khuôn mặt",
      "Camera chụp khuôn mặt (hoặc báo không dùng được camera).",
      vi_ekyc.ekyc_face_title,
    ),
    "face.uploading": s("Đang gửi ảnh khuôn mặt", "Ảnh khuôn mặt đang được gửi và so khớp.", vi_ekyc.ekyc_face_title),
    "face.rejected": s(
      "Khuôn mặt bị từ chối",
      "'Khuôn mặt không khớp giấy tờ' hoặc nghi giả mạo: bấm thử lại để chụp lại.",
      vi_ekyc.ekyc_face_title,
    ),
    "face.failed": s("Gửi ảnh khuôn mặt lỗi", `Không gửi được ảnh: ${POPUP}; đóng lại thì về chụp.`, vi.notice_title),
    done: s("Xong danh tính", "Xong danh tính: loại giấy tờ, thông tin và kết quả khuôn mặt được trả về hồ sơ vay."),
  },
  events: {
    "document.choose": "Chọn loại giấy tờ",
    "document.next": "Bấm Tiếp tục ở chọn giấy tờ",
    "image.pick": "Chọn ảnh",
    "image.clear": "Xoá ảnh",
    "image.submit": "Bấm Gửi ảnh",
    "step.back": "Bấm Quay lại",
    "xstate.done.actor.readFront": "Đọc xong mặt trước",
    "xstate.error.actor.readFront": "Đọc mặt trước lỗi",
    "xstate.done.actor.checkFrontRule": "Có kết quả quy định mặt trước",
    "xstate.error.actor.checkFrontRule": "Kiểm tra quy định mặt trước lỗi",
    "error.dismiss": "Đóng lời nhắn lỗi",
    "xstate.done.actor.readBack": "Đọc xong mặt sau",
    "xstate.error.actor.readBack": "Đọc mặt sau lỗi",
    "xstate.done.actor.checkBackRule": "Có kết quả quy định mặt sau",
    "xstate.error.actor.checkBackRule": "Kiểm tra quy định mặt sau lỗi",
    "field.change": "Sửa một ô",
    "review.submit": "Bấm Xác nhận thông tin",
    "xstate.done.actor.checkIdentity": "Có kết quả đối chiếu CCCD",
    "xstate.error.actor.checkIdentity": "Đối chiếu CCCD lỗi",
    "document.retake": "Bấm Chụp lại giấy tờ",
    "consent.agree": "Bấm Tôi đồng ý",
    "consent.decline": "Bấm Tôi không đồng ý",
    "xstate.done.actor.recordBiometricConsent": "Có kết quả ghi nhận đồng ý",
    "xstate.error.actor.recordBiometricConsent": "Ghi nhận đồng ý lỗi",
    "consent.reconsider": "Bấm Xem lại sự đồng ý",
    "popup.close": "Đóng thông báo",
    "face.captured": "Chụp xong khuôn mặt",
    "face.unavailable": "Camera không dùng được",
    "xstate.done.actor.uploadFace": "Có kết quả so khớp khuôn mặt",
    "xstate.error.actor.uploadFace": "Gửi ảnh khuôn mặt lỗi",
    "face.retry": "Bấm Chụp lại khuôn mặt",
  },
  guards: {
    resumesAtFace: "hồ sơ làm tiếp chỉ thiếu khuôn mặt",
    hasFront: "đã có ảnh mặt trước",
    isRead: "đọc được ảnh",
    isRuleAccepted: "đạt quy định của đối tác",
    isCard: "giấy tờ là CCCD",
    hasBack: "đã có ảnh mặt sau",
    isReviewComplete: "đủ thông tin",
    isIdentityOk: "thông tin khớp CCCD",
    needsFace: "sản phẩm cần khuôn mặt",
    isConsentRecorded: "đã ghi nhận đồng ý",
    isFaceAccepted: "khuôn mặt được chấp nhận",
  },
};

const dataDeletion: MachineWords = {
  states: {
    form: s(
      "Biểu mẫu yêu cầu xoá",
      "Số điện thoại (chỉ chữ số, tối đa 10) và ô 'Tôi hiểu'; 'Gửi' chỉ bật khi cả hai đều ổn.",
      vi.page_data_deletion,
    ),
    "form.editing": s("Khách điền biểu mẫu", "Khách điền biểu mẫu.", vi.page_data_deletion),
    "form.refused": s("Máy chủ từ chối", "Máy chủ từ chối: lời nhắn hiện dưới ô.", vi.page_data_deletion),
    "form.sending": s("Đang gửi mã", "Mã xác thực đang được gửi.", vi.page_data_deletion),
    "form.failed": s("Gửi mã lỗi", `${POPUP} với lỗi chung; đóng lại thì về biểu mẫu.`, vi.notice_title),
    otp: s(
      "Nhập mã xác thực",
      "Các ô nhập mã OTP (báo số lần thử còn lại); mã đúng thì gửi yêu cầu, bỏ cuộc hoặc 'Quay lại' thì về biểu mẫu.",
      vi_content.deletion_otp_title,
    ),
    done: s("Đã ghi nhận yêu cầu", "Yêu cầu đã được ghi nhận: hiện số tham chiếu.", vi_content.deletion_done_title),
  },
  events: {
    "deletion.phone.change": "Nhập số điện thoại",
    "deletion.agree.change": "Tích/bỏ tích 'Tôi hiểu'",
    "deletion.submit": "Bấm Gửi",
    "xstate.done.actor.sendCode": "Có kết quả gửi mã",
    "xstate.error.actor.sendCode": "Gửi mã lỗi",
    "popup.close": "Đóng thông báo",
    "deletion.back": "Bấm Quay lại",
    "xstate.done.actor.otp": "Xong bước nhập mã OTP",
  },
  guards: {
    canSend: "số điện thoại hợp lệ và đã tích 'Tôi hiểu'",
    isSent: "mã đã được gửi",
    isFiled: "yêu cầu đã được ghi nhận",
  },
};

const myData: MachineWords = {
  states: {
    loading: s("Đang tải dữ liệu", "Dữ liệu đang được tải: 'Đang tải'.", vi_account.page_my_data),
    loadFailed: s(
      "Tải dữ liệu lỗi",
      "Không tải được: 'Không tải được dữ liệu của bạn.', lý do và 'Thử lại'.",
      vi_account.page_my_data,
    ),
    ready: s(
      "Dữ liệu của tôi",
      "Trang: dữ liệu đang lưu theo nhóm, đối tác đã nhận, các sự đồng ý, tải JSON và PDF, yêu cầu xoá.",
      vi_account.page_my_data,
    ),
    "ready.idle": s(
      "Khách xem dữ liệu",
      "Khách đọc; mỗi sự đồng ý chưa rút có 'Rút lại sự đồng ý', khi chưa có yêu cầu đang chờ thì có nút yêu cầu xoá.",
      vi_account.page_my_data,
    ),
    "ready.confirmingWithdrawal": s(
      "Hỏi trước khi rút đồng ý",
      "Hỏi lại trước khi rút một sự đồng ý: những gì dừng lại khi đã rút.",
      vi_account.my_data_consents_title,
    ),
    "ready.confirmingBiometricWithdrawal": s(
      "Hỏi trước khi rút đồng ý sinh trắc",
      "Hỏi lại trước khi rút đồng ý sinh trắc học: ảnh khuôn mặt của hồ sơ sẽ bị xoá (quyết định 015).",
      vi_account.my_data_consents_title,
    ),
    "ready.withdrawing": s(
      "Đang rút đồng ý",
      "Việc rút đồng ý đang được ghi nhận; các nút tạm tắt.",
      vi_account.my_data_consents_title,
    ),
    "ready.confirmingDeletion": s(
      "Hỏi trước khi yêu cầu xoá",
      "Hỏi lại trước khi gửi yêu cầu xoá: dữ liệu không khôi phục được.",
      vi_account.my_data_deletion_title,
    ),
    "ready.filingDeletion": s(
      "Đang gửi yêu cầu xoá",
      "Yêu cầu xoá đang được gửi cho số điện thoại đã xác thực; các nút tạm tắt.",
      vi_account.my_data_deletion_title,
    ),
    "ready.notice": s(
      "Thông báo kết quả",
      `${POPUP} với câu trả lời (đã rút đồng ý, đã xoá khuôn mặt, số tham chiếu, số điện thoại chưa xác thực kèm liên kết trang xoá dữ liệu công khai, hoặc lỗi); trang hiện những gì đã ghi nhận.`,
      vi.notice_title,
    ),
  },
  events: {
    "xstate.done.actor.loadData": "Đã tải dữ liệu",
    "xstate.error.actor.loadData": "Tải dữ liệu lỗi",
    "myData.retry": "Bấm Thử lại",
    "myData.withdraw": "Bấm Rút lại sự đồng ý",
    "myData.deletion.request": "Bấm Yêu cầu xoá dữ liệu",
    "myData.confirm": "Bấm Đồng ý trong hộp hỏi lại",
    "myData.cancel": "Bấm Huỷ trong hộp hỏi lại",
    "xstate.done.actor.withdrawConsent": "Có kết quả rút đồng ý",
    "xstate.error.actor.withdrawConsent": "Rút đồng ý lỗi",
    "xstate.done.actor.requestDeletion": "Có kết quả yêu cầu xoá",
    "xstate.error.actor.requestDeletion": "Yêu cầu xoá lỗi",
    "popup.close": "Đóng thông báo",
  },
  guards: {
    canWithdrawBiometric: "đó là đồng ý sinh trắc học và chưa rút",
    canWithdraw: "sự đồng ý chưa rút",
    noPendingRequest: "chưa có yêu cầu xoá đang chờ",
    deletedFaces: "ảnh khuôn mặt đã bị xoá",
    isWithdrawn: "đã rút được",
    isFiled: "yêu cầu đã được ghi nhận",
  },
};

const staffSignIn: MachineWords = {
  states: {
    choose: s(
      "Chọn cách đăng nhập",
      "Nút đăng nhập bằng passkey và liên kết sang mã của ứng dụng xác thực; lời từ chối (nếu có) hiện bên dưới.",
      vi_staff.bo_sign_in_title,
    ),
    passkey: s("Đang kiểm tra passkey", "Trình duyệt hỏi passkey và máy chủ kiểm tra.", vi_staff.bo_sign_in_title),
    totp: s(
      "Mã ứng dụng xác thực",
      "Cách dự phòng: e-mail và mã 6 chữ số của ứng dụng xác thực.",
      vi_staff.bo_sign_in_title,
    ),
    "totp.editing": s(
      "Nhân viên nhập mã",
      "Nhân viên nhập; 'Đăng nhập' chỉ bật khi có e-mail và mã 6 chữ số.",
      vi_staff.bo_sign_in_title,
    ),
    "totp.checking": s("Đang kiểm tra mã", "Máy chủ kiểm tra e-mail và mã."),
    "totp.refused": s(
      "Mã bị từ chối",
      "Mã bị từ chối (sai, đã dùng, hoặc bị khoá sau 5 lần): lời nhắn dưới biểu mẫu, ô mã được xoá.",
      vi_staff.bo_sign_in_title,
    ),
    done: s("Đã đăng nhập", "Đã đăng nhập: mở trang quản trị.", vi_staff.bo_title),
  },
  events: {
    "passkey.start": "Bấm Đăng nhập bằng passkey",
    "totp.open": "Bấm Dùng mã ứng dụng xác thực",
    "xstate.done.actor.passkeySignIn": "Có kết quả kiểm tra passkey",
    "xstate.error.actor.passkeySignIn": "Kiểm tra passkey lỗi",
    "totp.email.change": "Nhập e-mail",
    "totp.code.change": "Nhập mã",
    "totp.submit": "Bấm Đăng nhập",
    "totp.back": "Bấm Quay lại",
    "xstate.done.actor.totpSignIn": "Có kết quả kiểm tra mã",
    "xstate.error.actor.totpSignIn": "Kiểm tra mã lỗi",
  },
  guards: {
    isSignedIn: "máy chủ cho đăng nhập",
    canSubmitTotp: "có e-mail và mã 6 chữ số",
  },
};

const changeOwnPassword: MachineWords = {
  states: {
    editing: s(
      "Khách nhập mật khẩu",
      "Mật khẩu hiện tại, mật khẩu mới (6–20 ký tự) và nhập lại; nút nói điều còn thiếu đến khi cả ba đúng.",
      vi_account.change_own_password_title,
    ),
    saving: s(
      "Đang đổi mật khẩu",
      "Máy chủ kiểm tra mật khẩu hiện tại và lưu mật khẩu mới; các ô bị khoá.",
      vi_account.change_own_password_title,
    ),
    refused: s(
      "Bị từ chối",
      "Mật khẩu hiện tại sai hoặc không lưu được: lời nhắn dưới ô mật khẩu hiện tại; gõ lại để sửa.",
      vi_account.change_own_password_title,
    ),
    done: s(
      "Đã đổi mật khẩu",
      "Đã đổi: các thiết bị khác bị đăng xuất, thiết bị này vẫn đăng nhập.",
      vi_account.change_own_password_title,
    ),
  },
  events: {
    "current.change": "Nhập mật khẩu hiện tại",
    "password.change": "Nhập mật khẩu mới",
    "repeat.change": "Nhập lại mật khẩu mới",
    "form.submit": "Bấm Đổi mật khẩu",
    "xstate.done.actor.changeOwnPassword": "Có kết quả đổi mật khẩu",
    "xstate.error.actor.changeOwnPassword": "Đổi mật khẩu lỗi",
  },
  guards: {
    isChanged: "máy chủ đã đổi mật khẩu",
    canSubmit: "cả ba ô đều đúng",
  },
};

const REVIEW = vi_bo_operator.bo_review_title;
const manualReview: MachineWords = {
  states: {
    loading: s("Đang tải hàng chờ", "Hỏi máy chủ các hồ sơ đang giữ lại mà chưa ai quyết định.", REVIEW),
    empty: s("Hàng chờ trống", "Không có hồ sơ nào chờ người duyệt: dòng thông báo và nút tải lại.", REVIEW),
    queue: s(
      "Hàng chờ",
      "Các hồ sơ đang giữ lại, cũ nhất trước, thông tin cá nhân được che; mỗi dòng mở hồ sơ.",
      REVIEW,
    ),
    loadFailed: s("Không tải được hàng chờ", "Hàng chờ không tải được: lời nhắn và nút 'Thử lại'.", REVIEW),
    opening: s(
      "Đang mở hồ sơ",
      "Hỏi máy chủ ảnh giấy tờ, ảnh khuôn mặt, điểm của máy chủ và số giấy tờ đã che.",
      REVIEW,
    ),
    caseFailed: s("Không mở được hồ sơ", "Hồ sơ không tải được: lời nhắn, 'Thử lại' và đường về hàng chờ.", REVIEW),
    viewing: s(
      "Xem ảnh cạnh nhau",
      "Mặt trước, mặt sau giấy tờ và ảnh khuôn mặt cạnh nhau, với nút Duyệt và Từ chối.",
      REVIEW,
    ),
    deciding: s(
      "Nhập lý do",
      "Nhân viên nhập lý do (5 đến 300 ký tự); Xác nhận để gửi, Huỷ để quay lại xem ảnh. Lời từ chối của máy chủ hiện ở đây.",
      REVIEW,
    ),
    submitting: s("Đang gửi quyết định", "Quyết định và lý do được gửi; máy chủ ghi nhật ký thao tác.", REVIEW),
    decided: s(
      "Đã quyết định",
      "Quyết định đã ghi: duyệt hay từ chối, và hồ sơ có được gửi cho đối tác hay không.",
      REVIEW,
    ),
  },
  events: {
    reload: "Bấm Tải lại",
    open: "Mở một hồ sơ",
    retry: "Bấm Thử lại",
    back: "Bấm Quay lại hàng chờ",
    approve: "Bấm Duyệt",
    refuse: "Bấm Từ chối",
    "note.change": "Nhập lý do",
    confirm: "Bấm Xác nhận",
    cancel: "Bấm Huỷ",
    next: "Bấm Hồ sơ tiếp theo",
    "xstate.done.actor.loadQueue": "Có hàng chờ",
    "xstate.error.actor.loadQueue": "Tải hàng chờ lỗi",
    "xstate.done.actor.loadCase": "Có hồ sơ",
    "xstate.error.actor.loadCase": "Tải hồ sơ lỗi",
    "xstate.done.actor.submitDecision": "Quyết định đã được ghi",
    "xstate.error.actor.submitDecision": "Gửi quyết định lỗi",
  },
  guards: {
    hasRows: "có hồ sơ đang chờ",
    reasonGiven: "lý do dài 5 đến 300 ký tự",
  },
};

/** Words of every drawn machine, by folder name under machines/. */
export const vi_flows_po: Record<string, MachineWords> = {
  "lead-funnel": leadFunnel,
  otp,
  inactivity,
  "password-reset": passwordReset,
  "loan-ticket": loanTicket,
  ekyc,
  "data-deletion": dataDeletion,
  "my-data": myData,
  "staff-sign-in": staffSignIn,
  "change-own-password": changeOwnPassword,
  "manual-review": manualReview,
};

/** The chrome of the words: durations, composed guards, the panel. */
export const vi_flows_po_chrome = {
  flows_after: "sau {duration}",
  flows_ms: "{value} mili giây",
  flows_seconds: "{value} giây",
  flows_minutes: "{value} phút",
  flows_hours: "{value} giờ",
  flows_auto: "tự động",
  flows_not: "không phải: {guard}",
  flows_and: " và ",
  flows_or: " hoặc ",
  flows_if: "nếu {condition}",
  flows_state_done: "xong các bước bên trong",
  flows_unknown_event: "sự kiện {type}",
} as const;
