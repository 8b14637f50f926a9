/** Vietnamese messages of the face step of eKYC (merged into the catalogue by t.ts). */
export const vi_face = {
  selfie_video_label: "Hình ảnh từ camera trước",
  selfie_starting: "Đang khởi động camera...",
  selfie_guidance_frame: "Vui lòng đưa khuôn mặt vào trong khung hình",
  selfie_guidance_nearer: "Vui lòng đưa khuôn mặt lại gần hơn",
  selfie_guidance_farther: "Vui lòng đưa khuôn mặt ra xa hơn",
  selfie_guidance_ok: "Giữ yên, bạn có thể chụp ảnh",
  selfie_capture: "Chụp ảnh",
  selfie_retake: "Chụp lại",
  selfie_analysing: "Đang kiểm tra ảnh chụp...",
  selfie_captured: "Đã chụp ảnh khuôn mặt",
  selfie_preview_alt: "Ảnh khuôn mặt vừa chụp",
  selfie_failed: "Không thành công. Vui lòng thử lại",
  selfie_no_camera: "Không tìm thấy camera trên thiết bị này. Bạn có thể tải ảnh chân dung lên.",
  selfie_permission_denied:
    "Bạn chưa cho phép truy cập camera. Hãy cho phép camera trong cài đặt trình duyệt, hoặc tải ảnh chân dung lên.",
  selfie_model_failed: "Không tải được công cụ nhận diện khuôn mặt. Bạn có thể tải ảnh chân dung lên.",
  selfie_file_pick: "Tải ảnh chân dung lên",
  selfie_file_hint: "Chọn ảnh chụp rõ khuôn mặt, nhìn thẳng, chỉ có một người trong ảnh.",
  selfie_file_not_image: "Tệp đã chọn không phải là ảnh. Vui lòng chọn ảnh JPG hoặc PNG.",
  selfie_file_no_face: "Không tìm thấy đúng một khuôn mặt trong ảnh. Vui lòng chọn ảnh khác.",
  selfie_file_checking: "Đang kiểm tra ảnh...",
} as const;
