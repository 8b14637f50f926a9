import type { ApiClient } from "../../../api/api-client";
import { errorMessage } from "../../../api/api-error";
import type { LoanRecord } from "../../../contract/accounts";
import type { TicketsState } from "../../../features/loan-ticket/ticket-records";
import { t } from "../../../i18n/t";
import { RecordsLoadFailed } from "./records-load-failed";

export interface RecordsData {
  records: LoanRecord[];
  tickets: TicketsState;
}

export { RecordsLoadFailed };

/**
 * /ho-so-vay's loader: the loan requests (a failure is the page's error) and the loan-ticket
 * applications (a failure only notes itself under the list).
 */
export async function loadRecords(api: ApiClient, signal: AbortSignal): Promise<RecordsData> {
  const tickets = api.myTickets().then(
    (answer): TicketsState =>
      answer.code === 200
        ? { status: "ready", tickets: answer.data }
        : { status: "error", message: answer.message ?? t("normal_error") },
    (error: unknown): TicketsState => ({ status: "error", message: errorMessage(error) }),
  );
  let answer: Awaited<ReturnType<ApiClient["loanRecords"]>>;
  try {
    answer = await api.loanRecords(signal);
  } catch (error) {
    throw new RecordsLoadFailed(errorMessage(error));
  }
  if (answer.code !== 200) throw new RecordsLoadFailed(answer.message ?? t("normal_error"));
  return { records: answer.data, tickets: await tickets };
}

/** Deletes one of the customer's drafts (its files go with it): null once deleted, else the message. */
export async function deleteTicketDraft(api: ApiClient, code: string): Promise<string | null> {
  try {
    const answer = await api.deleteDraft(code);
    return answer.code === 200 ? null : (answer.message ?? t("normal_error"));
  } catch (error) {
    return errorMessage(error);
  }
}
