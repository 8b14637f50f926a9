import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { RecordsFrame } from "../../../features/account/records-states";
import { RecordsList } from "../../../features/account/records-view";
import { TicketRecords } from "../../../features/loan-ticket/ticket-records";
import { t } from "../../../i18n/t";
import { activeSessionAtom } from "../../../state/session";
import { useDocumentTitle } from "../../../ui/use-document-title";
import { deleteTicketDraft } from "./records-loader";

const route = getRouteApi("/ho-so-vay");

/**
 * /ho-so-vay: the signed-in customer's loan requests and loan-ticket applications, as the route's
 * loader fetched them (a visitor is sent to sign in by the route's guard). A session that ends here
 * (logout goes home, a 401 goes to /login) leaves the way to whoever ended it.
 */
export function RecordsPage() {
  useDocumentTitle(t("page_records"));
  const session = useAtomValue(activeSessionAtom);
  const { records, tickets } = route.useLoaderData();
  const { api } = route.useRouteContext();
  const router = useRouter();
  if (!session) return <section className="page container account-page" aria-busy="true" />;
  // A deleted draft leaves the list: the loader runs again.
  const onDelete = async (code: string) => {
    const failed = await deleteTicketDraft(api, code);
    if (failed === null) await router.invalidate();
    return failed;
  };
  return (
    <RecordsFrame>
      <RecordsList records={records} />
      <TicketRecords state={tickets} onDelete={onDelete} />
    </RecordsFrame>
  );
}
