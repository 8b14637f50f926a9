import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { ReviewView } from "./review-view";
import { useManualReviewActor, useManualReviewView } from "./use-manual-review";

/** /quan-tri/duyet (operator): the manual-review queue, machines/manual-review bound to the back-office calls. */
export function ReviewPage() {
  useDocumentTitle(t("bo_review_title"));
  return <ReviewView {...useManualReviewView(useManualReviewActor())} />;
}
