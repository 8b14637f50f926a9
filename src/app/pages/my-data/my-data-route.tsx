import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import type { MyData } from "../../../contract/my-data";
import { MyDataFrame, MyDataLoadError, MyDataLoading } from "../../../features/account/my-data-states";
import { t } from "../../../i18n/t";

/** The loader's failure, with the message to show. */
class MyDataRouteFailed extends Error {}

/**
 * /du-lieu-cua-toi's loader: the my-data API loads with the route (never with the home page); a failure
 * to load comes to MyDataError with its message.
 */
export async function loadMyDataRoute(signal: AbortSignal): Promise<MyData> {
  const { loadMyData, MyDataLoadFailed } = await import("../../../features/account/my-data-loader");
  try {
    return await loadMyData(signal);
  } catch (error) {
    throw error instanceof MyDataLoadFailed ? new MyDataRouteFailed(error.message) : error;
  }
}

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
  const message = error instanceof MyDataRouteFailed ? error.message : t("normal_error");
  return (
    <MyDataFrame>
      <MyDataLoadError message={message} onRetry={() => void router.invalidate()} />
    </MyDataFrame>
  );
}
