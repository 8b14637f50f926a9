import { errorMessage } from "../../api/api-error";
import { getMyData } from "../../api/my-data";
import type { MyData } from "../../contract/my-data";
import { t } from "../../i18n/t";

/** The data could not load: the route's error screen shows this message with 'retry'. */
export class MyDataLoadFailed extends Error {}

/** /du-lieu-cua-toi's loader: everything we hold about the signed-in customer. */
export async function loadMyData(signal: AbortSignal): Promise<MyData> {
  let answer: Awaited<ReturnType<typeof getMyData>>;
  try {
    answer = await getMyData(signal);
  } catch (error) {
    throw new MyDataLoadFailed(errorMessage(error));
  }
  if (answer.code !== 200 || !answer.data) throw new MyDataLoadFailed(answer.message ?? t("normal_error"));
  return answer.data;
}
