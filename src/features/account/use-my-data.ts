import { useState } from "react";
import { errorMessage } from "../../api/api-error";
import { requestMyDeletion, withdrawConsent } from "../../api/my-data";
import type { Consent, MyData } from "../../contract/my-data";
import { t } from "../../i18n/t";

/** What the page asks before acting: withdrawing one consent, or the deletion request. */
export type Confirming = { kind: "withdraw"; consent: Consent } | { kind: "deletion" } | null;

export interface MyDataState {
  data: MyData;
  confirming: Confirming;
  busy: boolean;
  /** The answer of the last action, shown in the 'Thông báo' popup. */
  notice: string | null;
}

/**
 * The page's actions on the loaded data: ask before withdrawing a consent (a biometric one says its
 * face images go) or filing a deletion request, then call the server and show its answer; the page
 * shows what the server recorded (the withdrawal time, the request's status).
 */
export function useMyData(initial: MyData) {
  const [state, setState] = useState<MyDataState>({ data: initial, confirming: null, busy: false, notice: null });
  const patch = (next: Partial<MyDataState>) => setState((current) => ({ ...current, ...next }));

  const run = async (action: () => Promise<Partial<MyDataState> & { notice: string }>) => {
    patch({ confirming: null, busy: true });
    try {
      patch({ ...(await action()), busy: false });
    } catch (error) {
      patch({ busy: false, notice: errorMessage(error) });
    }
  };

  const withdraw = (consent: Consent) =>
    run(async () => {
      const answer = await withdrawConsent(consent.id);
      if (answer.code !== 200 || !answer.data) return { notice: answer.message ?? t("normal_error") };
      const updated = answer.data.consent;
      return {
        notice: answer.message ?? t("my_data_withdrawn_done"),
        data: {
          ...state.data,
          consents: state.data.consents.map((c) => (c.id === updated.id ? updated : c)),
          categories: answer.data.faceImagesDeleted
            ? state.data.categories.map((c) =>
                c.category === "face" ? { ...c, items: c.items.filter((item) => item.source !== updated.subject) } : c,
              )
            : state.data.categories,
        },
      };
    });

  const requestDeletion = () =>
    run(async () => {
      const answer = await requestMyDeletion();
      if (answer.code !== 200 || !answer.data) return { notice: answer.message ?? t("normal_error") };
      const request = answer.data;
      const others = state.data.deletionRequests.filter((r) => r.reference !== request.reference);
      return {
        notice: answer.message ?? t("my_data_deletion_filed", { reference: request.reference }),
        data: { ...state.data, deletionRequests: [request, ...others] },
      };
    });

  return {
    state,
    askWithdraw: (consent: Consent) => patch({ confirming: { kind: "withdraw", consent } }),
    askDeletion: () => patch({ confirming: { kind: "deletion" } }),
    cancel: () => patch({ confirming: null }),
    confirm: () => {
      const asked = state.confirming;
      if (asked?.kind === "withdraw") void withdraw(asked.consent);
      else if (asked?.kind === "deletion") void requestDeletion();
    },
    closeNotice: () => patch({ notice: null }),
  };
}
