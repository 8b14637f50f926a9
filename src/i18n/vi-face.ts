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
  selfie_help_title: "Chưa nhận ra khuôn mặt của bạn",
  selfie_help_light:
    "Camera chưa thấy khuôn mặt nào. Có thể chỗ bạn đứng quá tối hoặc ngược sáng: hãy quay mặt về phía nguồn sáng và lau ống kính camera trước.",
  selfie_help_distance:
    "Camera thấy khuôn mặt nhưng chưa nằm gọn trong khung. Hãy giữ điện thoại cách mặt khoảng 30–40 cm, ngang tầm mắt, và đưa cả khuôn mặt vào giữa khung.",
  selfie_help_upload: "Nếu vẫn không được, bạn có thể tải lên một ảnh chân dung chụp bằng ứng dụng camera của máy.",
  selfie_file_checking: "Đang kiểm tra ảnh...",
} as const;
