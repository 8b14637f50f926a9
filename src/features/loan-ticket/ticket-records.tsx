import { Link } from "@tanstack/react-router";
import type { TicketSummary } from "../../contract/loan-ticket";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";

/** The applications as the records route loaded them, or the message of a failed load. */
export type TicketsState = { status: "error"; message: string } | { status: "ready"; tickets: TicketSummary[] };

/** The customer's loan-ticket applications with their status; a draft has a link to resume it. */
export function TicketRecords({ state }: { state: TicketsState }) {
  if (state.status === "error") {
    // The loan requests above carry the page's alert; this list only notes that it could not load.
    return <p className="muted">{state.message}</p>;
  }
  if (state.tickets.length === 0) return null;
  return (
    <section className="ticket-records" aria-labelledby="ticket-records-title">
      <h2 id="ticket-records-title">{t("records_tickets_title")}</h2>
      <ul>
        {state.tickets.map((ticket) => (
          <li key={ticket.code}>
            <p>
              <strong>{ticket.productName}</strong> – {ticket.partnerName}
            </p>
            <p className="muted">
              {t("records_ticket_code", { code: ticket.code })}
              {ticket.amount !== null && ` · ${formatMoney(ticket.amount)}`}
              {ticket.loanCode && ` · ${t("records_ticket_loan_code", { code: ticket.loanCode })}`}
            </p>
            <p>{ticket.statusText}</p>
            {ticket.status !== "submitted" && (
              <Link to="/dang-ky-vay" search={{ productId: ticket.productId, code: ticket.code }}>
                {t("records_ticket_resume")}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
