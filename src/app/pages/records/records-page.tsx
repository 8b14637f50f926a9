import { Navigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { t } from "../../i18n/t";
import { activeSessionAtom } from "../../state/session";
import { useDocumentTitle } from "../../ui/use-document-title";
import { TicketRecords } from "../loan-ticket/ticket-records";
import { RecordsView } from "./records-view";
import { useLoanRecords } from "./use-loan-records";

function SignedInRecords() {
  const { state, retry } = useLoanRecords();
  return (
    <>
      <RecordsView state={state} onRetry={retry} />
      <div className="container">
        <TicketRecords />
      </div>
    </>
  );
}

/**
 * /ho-so-vay: the signed-in customer's loan requests; a visitor signs in first and comes back.
 * A session that ends here (logout goes home, a 401 goes to /login) leaves the way to whoever ended it.
 */
export function RecordsPage() {
  useDocumentTitle(t("page_records"));
  const session = useAtomValue(activeSessionAtom);
  const [arrivedSignedIn] = useState(session !== null);
  if (session) return <SignedInRecords />;
  if (arrivedSignedIn) return <section className="page container account-page" aria-busy="true" />;
  return <Navigate to="/login" search={{ redirect: "/ho-so-vay" }} replace />;
}
