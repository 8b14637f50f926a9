import { fromPromise } from "xstate";
import type { DeletionResult, PersonalData, WithdrawInput, WithdrawResult } from "../../../machines/my-data/types";
import { errorMessage } from "../../api/api-error";
import { requestMyDeletion, withdrawConsent } from "../../api/my-data";
import { MY_DATA_CODE, type MyData } from "../../contract/my-data";
import { loadMyData } from "./my-data-loader";

/** A call that threw: the machine shows the error's message (a network failure says so in Vietnamese). */
async function shown<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(errorMessage(error));
  }
}

/**
 * The my-data machine's actors over the API (src/api/my-data.ts), with the answers mapped to what it
 * expects. `first` is the load the route started while the page's code was loading: the first
 * `loadData` answers it (again, if React mounts twice); once it failed, 'retry' loads anew.
 */
export function myDataActors(first?: Promise<MyData>) {
  let started = first ?? null;
  const loadData = fromPromise<PersonalData, void>(async ({ signal }) => {
    if (started) {
      try {
        return await started;
      } catch (error) {
        started = null;
        throw error;
      }
    }
    return loadMyData(signal);
  });
  const withdraw = fromPromise<WithdrawResult, WithdrawInput>(async ({ input }) => {
    const answer = await shown(() => withdrawConsent(input.consentId));
    const message = answer.message ?? null;
    return answer.code === 200 && answer.data
      ? { kind: "withdrawn", consent: answer.data.consent, faceImagesDeleted: answer.data.faceImagesDeleted, message }
      : { kind: "refused", message };
  });
  const requestDeletion = fromPromise<DeletionResult, void>(async () => {
    const answer = await shown(() => requestMyDeletion());
    const message = answer.message ?? null;
    if (answer.code === 200 && answer.data) return { kind: "filed", request: answer.data, message };
    return answer.code === MY_DATA_CODE.phoneNotVerified ? { kind: "unproven", message } : { kind: "refused", message };
  });
  return { loadData, withdrawConsent: withdraw, requestDeletion };
}
