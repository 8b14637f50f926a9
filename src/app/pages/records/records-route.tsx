import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { RecordsFrame, RecordsLoadError, RecordsLoading } from "../../../features/account/records-states";
import { t } from "../../../i18n/t";
import { RecordsLoadFailed } from "./records-load-failed";

/** While the route's loader runs. */
export function RecordsPending() {
  return (
    <RecordsFrame>
      <RecordsLoading />
    </RecordsFrame>
  );
}

/** The loader failed: its message and 'retry', which runs the loader again. */
export function RecordsError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof RecordsLoadFailed ? error.message : t("normal_error");
  return (
    <RecordsFrame>
      <RecordsLoadError message={message} onRetry={() => void router.invalidate()} />
    </RecordsFrame>
  );
}
