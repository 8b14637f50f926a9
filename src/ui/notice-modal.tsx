import type { ReactNode } from "react";
import { t } from "../i18n/t";
import { Modal } from "./modal";

export interface NoticeModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** Shown under the message (a link the answer points to). */
  children?: ReactNode;
}

/** The 'Thông báo' popup with its 'Tiếp tục' button. */
export function NoticeModal({ open, message, onClose, children }: NoticeModalProps) {
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
      {children}
    </Modal>
  );
}
