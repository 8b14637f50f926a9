import { type ReactNode, useEffect, useId, useRef } from "react";
import "./modal.css";

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Called on Escape and on the backdrop; omit to make the modal require an explicit choice. */
  onDismiss?: () => void;
  actions: ReactNode;
}

/** An accessible dialog: labelled by its title, focus moved in on open and back on close. */
export function Modal({ open, title, children, onDismiss, actions }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>("button, [href], input, select, textarea");
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && onDismiss) onDismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [open, onDismiss]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop dismisses; Escape does the same for keyboards.
    <div className="modal-backdrop" onClick={onDismiss} role="presentation">
      <div
        className="modal-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={panel}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <div className="modal-body">{children}</div>
        <div className="modal-actions">{actions}</div>
      </div>
    </div>
  );
}
