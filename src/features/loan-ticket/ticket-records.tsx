import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { TicketSummary } from "../../contract/loan-ticket";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import { ConfirmModal } from "../../ui/confirm-modal";
import "./ticket-records.css";

/** The applications as the records route loaded them, or the message of a failed load. */
export type TicketsState = { status: "error"; message: string } | { status: "ready"; tickets: TicketSummary[] };

export interface TicketRecordsProps {
  state: TicketsState;
  /** Deletes a draft (its files go with it); resolves to an error message, or null once deleted. */
  onDelete?: (code: string) => Promise<string | null>;
}

function TicketItem({ ticket, onDelete }: { ticket: TicketSummary; onDelete?: () => void }) {
  return (
    <li>
      <p>
        <strong>{ticket.productName}</strong> – {ticket.partnerName}
      </p>
      <p className="muted">
        {t("records_ticket_code", { code: ticket.code })}
        {ticket.amount !== null && ` · ${formatMoney(ticket.amount)}`}
        {ticket.loanCode && ` · ${t("loan_code_label")}: ${ticket.loanCode}`}
      </p>
      <p>{ticket.statusText}</p>
      {ticket.partnerStatus && <p className="muted">{t(`partner_status_${ticket.partnerStatus}`)}</p>}
      {ticket.review && <p className="muted">{t(`records_review_${ticket.review}`)}</p>}
      {ticket.status !== "submitted" && (
        <p className="ticket-record-actions">
          <Link to="/dang-ky-vay" search={{ productId: ticket.productId, code: ticket.code }}>
            {t("records_ticket_resume")}
          </Link>
          {ticket.status === "draft" && onDelete && (
            <button type="button" className="link-button" onClick={onDelete}>
              {t("records_ticket_delete")}
            </button>
          )}
        </p>
      )}
    </li>
  );
}

/**
 * The customer's loan-ticket applications with their status and where they stand with the partner; an
 * application not yet submitted has a link to resume it, and a draft can be deleted after a confirm.
 */
export function TicketRecords({ state, onDelete }: TicketRecordsProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (state.status === "error") {
    // The loan requests above carry the page's alert; this list only notes that it could not load.
    return <p className="muted">{state.message}</p>;
  }
  if (state.tickets.length === 0) return null;
  const remove = async (code: string) => {
    setConfirming(null);
    setError((await onDelete?.(code)) ?? null);
  };
  return (
    <section className="ticket-records" aria-labelledby="ticket-records-title">
      <h2 id="ticket-records-title">{t("records_tickets_title")}</h2>
      {error && <p role="alert">{error}</p>}
      <ul>
        {state.tickets.map((ticket) => (
          <TicketItem
            key={ticket.code}
            ticket={ticket}
            onDelete={onDelete ? () => setConfirming(ticket.code) : undefined}
          />
        ))}
      </ul>
      <ConfirmModal
        open={confirming !== null}
        message={t("records_ticket_delete_confirm", { code: confirming ?? "" })}
        confirmLabel={t("records_ticket_delete_confirm_label")}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
      />
    </section>
  );
}
