import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import { useRef, useState } from "react";
import { t } from "../../i18n/t";
import { inspect } from "../../state/inspection";
import { useDocumentTitle } from "../../ui/use-document-title";
import { LoanTicketView } from "./loan-ticket-view";
import { createTicketServices } from "./ticket-services";

/**
 * /dang-ky-vay?productId=…(&code=… to resume a draft): a signed-in customer, or one coming from the funnel's
 * result (the route's guard sends anyone else to sign in).
 */
export function LoanTicketPage() {
  useDocumentTitle(t("wizard_title"));
  const search = useSearch({ strict: false }) as { productId?: string | number; code?: string };
  const productId = search.productId === undefined ? "" : String(search.productId);
  if (productId === "") {
    return (
      <div className="container loan-ticket">
        <h1>{t("wizard_title")}</h1>
        <p>{t("wizard_no_product")}</p>
        <Link to="/">{t("wizard_to_home")}</Link>
      </div>
    );
  }
  return <AddressedWizard productId={productId} code={search.code ?? null} />;
}

/**
 * The wizard writes its ticket's code into the address (replacing the entry), so a reload resumes the
 * ticket where it is. That change of address keeps the running wizard; a link to another code starts one.
 */
function AddressedWizard({ productId, code }: { productId: string; code: string | null }) {
  const navigate = useNavigate();
  const [adopted, setAdopted] = useState<{ key: string; code: string } | null>(null);
  const wanted = `${productId}/${code ?? ""}`;
  const key = adopted && adopted.code === code && adopted.key.startsWith(`${productId}/`) ? adopted.key : wanted;
  const onTicket = (ticketCode: string) => {
    if (ticketCode === code) return;
    setAdopted({ key, code: ticketCode });
    // productId stays as parsed: a number written back as a string would come out quoted.
    void navigate({ to: "/dang-ky-vay", search: (prev) => ({ ...prev, code: ticketCode }), replace: true });
  };
  return <Wizard key={key} productId={productId} ticketCode={code} onTicket={onTicket} />;
}

function Wizard(props: { productId: string; ticketCode: string | null; onTicket: (code: string) => void }) {
  const { productId, ticketCode } = props;
  const onTicket = useRef(props.onTicket);
  onTicket.current = props.onTicket;
  const [services] = useState(() =>
    createTicketServices({
      onTicket: (code) => onTicket.current(code),
      // The form gives way to a short notice at the top: bring it into view.
      onLeave: () => window.scrollTo({ top: 0 }),
    }),
  );
  const actorRef = useActorRef(services.machine, { input: { productId, ticketCode }, inspect });
  return (
    <LoanTicketView
      actorRef={actorRef}
      renderLink={(to, label) => (
        <Link className="btn btn-secondary" to={to}>
          {label}
        </Link>
      )}
    />
  );
}
