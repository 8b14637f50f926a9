import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { MyDataLoadFailed } from "../../../features/account/my-data-loader";
import { MyDataFrame, MyDataLoadError, MyDataLoading } from "../../../features/account/my-data-states";
import { t } from "../../../i18n/t";

/** While /du-lieu-cua-toi's loader runs. */
export function MyDataPending() {
  return (
    <MyDataFrame>
      <MyDataLoading />
    </MyDataFrame>
  );
}

/** The loader failed: its message and 'retry', which runs the loader again. */
export function MyDataError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof MyDataLoadFailed ? error.message : t("normal_error");
  return (
    <MyDataFrame>
      <MyDataLoadError message={message} onRetry={() => void router.invalidate()} />
    </MyDataFrame>
  );
}
