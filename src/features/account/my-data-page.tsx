import { getRouteApi } from "@tanstack/react-router";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { MyDataView } from "./my-data-view";
import { useMyData } from "./use-my-data";

const route = getRouteApi("/du-lieu-cua-toi");

/**
 * /du-lieu-cua-toi (issue 18): what we hold about the signed-in customer, as the route's loader
 * fetched it (a visitor is sent to sign in by the route's guard), with withdrawal, downloads and
 * the deletion request.
 */
export function MyDataPage() {
  useDocumentTitle(t("page_my_data"));
  const my = useMyData(route.useLoaderData());
  return (
    <MyDataView
      state={my.state}
      onWithdraw={my.askWithdraw}
      onRequestDeletion={my.askDeletion}
      onConfirm={my.confirm}
      onCancel={my.cancel}
      onCloseNotice={my.closeNotice}
    />
  );
}
