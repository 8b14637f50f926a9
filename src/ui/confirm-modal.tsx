import { t } from "../i18n/t";
import { Modal } from "./modal";

export interface ConfirmModalProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question, such as 'log out?'. */
export function ConfirmModal({ open, message, confirmLabel, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={t("notice_title")}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t("cancel")}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
