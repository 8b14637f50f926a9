import { getRouteApi } from "@tanstack/react-router";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { MyDataView } from "./my-data-view";
import { useMyDataMachine } from "./use-my-data";

const route = getRouteApi("/du-lieu-cua-toi");

/**
 * /du-lieu-cua-toi (issue 18, decision 015): what we hold about the signed-in customer (a visitor is
 * sent to sign in by the route's guard), with withdrawal, downloads and the deletion request; the
 * flow is the my-data machine, which takes over the load the route's loader started.
 */
export function MyDataPage() {
  useDocumentTitle(t("page_my_data"));
  const actorRef = useMyDataMachine(route.useLoaderData().firstLoad);
  return <MyDataView actorRef={actorRef} />;
}
