import { t } from "../i18n/t";
import { Modal } from "./modal";

export interface NoticeModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** The 'Thông báo' popup with its 'Tiếp tục' button. */
export function NoticeModal({ open, message, onClose }: NoticeModalProps) {
  return (
    <Modal
      open={open}
      title={t("notice_title")}
      onDismiss={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t("continue")}
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
