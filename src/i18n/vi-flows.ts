/**
 * Vietnamese messages of the inspection tools (the inspect panel and the flow viewer at /__flows).
 * Kept out of the visitor's catalogue (t.ts): only the lazily loaded inspection code imports them.
 */
export const vi_flows = {
  flows_panel_label: "Theo dõi luồng",
  flows_panel_on: "Đang ghi lại các máy trạng thái của tab này.",
  flows_panel_open: "Mở trình theo dõi luồng",
  flows_panel_opened: "Trình theo dõi luồng đang mở trong một cửa sổ khác.",
  flows_panel_blocked: "Trình duyệt đã chặn cửa sổ mới. Hãy cho phép cửa sổ bật lên cho trang này rồi bấm lại.",
  flows_panel_off: "Tắt theo dõi",
  flows_title: "Sơ đồ luồng",
  flows_intro:
    "Mỗi máy trạng thái được vẽ thành sơ đồ: khung là trạng thái, mũi tên là sự kiện chuyển trạng thái. Trạng thái đang chạy trong các tab khác của trang được tô màu.",
  flows_offline_note: "Trang này chạy không cần internet.",
  flows_machines: "Máy trạng thái",
  flows_drawing: "Đang vẽ sơ đồ…",
  flows_draw_failed: "Không vẽ được sơ đồ: {reason}",
  flows_diagram_label: "Sơ đồ trạng thái của {machine}",
  flows_step: "Bước {step}",
  flows_spec: "SPEC mục {section}",
  flows_fit: "Vừa khung (phím 0)",
  flows_zoom_in: "Phóng to (phím +)",
  flows_zoom_out: "Thu nhỏ (phím −)",
  flows_zoom_level: "Mức phóng",
  flows_zoom_hint: "Lăn chuột để phóng to/thu nhỏ, kéo để di chuyển; trên khung: +, −, mũi tên, 0.",
  flows_canvas_label: "Khung sơ đồ: phím +, − để phóng, mũi tên để di chuyển, 0 để vừa khung",
  flows_minimap: "Bản đồ thu nhỏ: bấm vào một chỗ để tới đó",
  flows_expand: "Mở {state}",
  flows_collapse: "Thu gọn {state}",
  flows_state_panel: "Trạng thái đã chọn",
  flows_state_choose: "Trạng thái",
  flows_state_none: "Bấm vào một khung trên sơ đồ, hoặc chọn trong danh sách, để đọc đầy đủ.",
  flows_state_screen: "Màn hình: {title}",
  flows_state_spec: "SPEC: mục {section}",
  flows_state_step: "Bước {step} của phễu",
  flows_state_stories_title: "Câu chuyện trong Storybook",
  flows_state_stories_none: "Chưa có câu chuyện nào dừng ở trạng thái này.",
  flows_state_stories_where: "Các liên kết mở Storybook ở {url} (npm run storybook).",
  flows_state_developer: "Mô tả cho lập trình viên",
  flows_log_repeated: "{event} (×{count})",
  flows_active: "đang chạy",
  flows_replayed: "bước đang phát lại",
  flows_live: "Đang chạy trong các tab",
  flows_live_none: "Chưa có tab nào đang chạy máy này. Mở trang với ?inspect=1 trong một tab khác.",
  flows_live_static:
    "Bản tĩnh: không theo dõi trực tiếp được. Mở /__flows?inspect=1 trên máy chủ của ứng dụng để xem trực tiếp.",
  flows_live_row: "Tab {tab} · {page}: {state}",
  flows_log: "Nhật ký sự kiện",
  flows_log_empty: "Chưa có sự kiện nào.",
  flows_log_clear: "Xoá nhật ký",
  flows_paths: "Phát lại đường đi của QA",
  flows_paths_none: "chưa có danh mục đường đi",
  flows_paths_choose: "Đường đi",
  flows_paths_previous: "Bước trước",
  flows_paths_next: "Bước sau",
  flows_paths_stop: "Thôi phát lại",
  flows_paths_position: "Bước {index}/{count}: {state}",
  flows_paths_event: "Sự kiện tiếp theo: {event}",
  flows_paths_came: "Vừa xảy ra: {event}",
  flows_paths_end: "Hết đường đi.",
  flows_event_auto: "tự động",
  flows_event_after: "sau {delay}",
  flows_event_seconds: "{seconds} giây",
  flows_event_done: "{name} xong",
  flows_event_error: "{name} lỗi",
  flows_event_state_done: "hoàn tất",
  flows_stately: "Stately Inspector (cần internet)",
  flows_stately_open: "Mở Stately Inspector",
  flows_stately_connecting: "Đang kết nối tới Stately Inspector…",
  flows_stately_connected: "Đã kết nối: Stately Inspector nhận các máy của mọi tab đang theo dõi.",
  flows_stately_unreachable:
    "Không kết nối được Stately Inspector (có thể do không có internet). Sơ đồ luồng bên trên vẫn dùng được ngoại tuyến.",
  flows_stately_frame: "Stately Inspector",
  flows_staff_only_title: "Trình theo dõi luồng chỉ dành cho nhân viên",
  flows_staff_only_intro:
    "Hãy đăng nhập trang quản trị bằng tài khoản nhân viên của bạn, rồi mở lại trang này trong cùng trình duyệt.",
  flows_staff_only_sign_in: "Đăng nhập trang quản trị",
} as const;

export type FlowsMessageKey = keyof typeof vi_flows;

/** The Vietnamese text of a flows key, with `{name}` placeholders filled from params. */
export function tf(key: FlowsMessageKey, params?: Record<string, string | number>): string {
  const template: string = vi_flows[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
