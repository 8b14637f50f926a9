import { t } from "../../i18n/t";
import { useBotCheckPayload } from "../../ui/use-bot-check-payload";
import { useDocumentTitle } from "../../ui/use-document-title";
import { DataDeletionView } from "./data-deletion-view";
import { useDataDeletion } from "./use-data-deletion";

/** /yeu-cau-xoa-du-lieu: prove the phone by a one-time code, ask for deletion, get a reference number. */
export function DataDeletionPage() {
  useDocumentTitle(t("page_data_deletion"), t("meta_data_deletion"));
  const botCheck = useBotCheckPayload();
  const actorRef = useDataDeletion(botCheck.take);
  return <DataDeletionView actorRef={actorRef} botCheck={botCheck} />;
}
