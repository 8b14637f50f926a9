import { Link, Navigate, useSearch } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { t } from "../../i18n/t";
import { activeSessionAtom } from "../../state/session";
import { useDocumentTitle } from "../../ui/use-document-title";
import { LoanTicketView } from "./loan-ticket-view";
import { funnelToken } from "./ticket-credentials";
import { createTicketServices } from "./ticket-services";

/** /dang-ky-vay?productId=…(&code=… to resume a draft): a signed-in customer, or one coming from the funnel's result. */
export function LoanTicketPage() {
  useDocumentTitle(t("wizard_title"));
  const search = useSearch({ strict: false }) as { productId?: string | number; code?: string };
  const session = useAtomValue(activeSessionAtom);
  const productId = search.productId === undefined ? "" : String(search.productId);
  if (!session && !funnelToken()) {
    const back = `/dang-ky-vay?productId=${encodeURIComponent(productId)}${search.code ? `&code=${encodeURIComponent(search.code)}` : ""}`;
    return <Navigate to="/login" search={{ redirect: back }} replace />;
  }
  if (productId === "") {
    return (
      <main className="container loan-ticket">
        <h1>{t("wizard_title")}</h1>
        <p>{t("wizard_no_product")}</p>
        <Link to="/">{t("wizard_to_home")}</Link>
      </main>
    );
  }
  return <Wizard key={`${productId}/${search.code ?? ""}`} productId={productId} ticketCode={search.code ?? null} />;
}

function Wizard({ productId, ticketCode }: { productId: string; ticketCode: string | null }) {
  const [services] = useState(createTicketServices);
  const actorRef = useActorRef(services.machine, { input: { productId, ticketCode } });
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
