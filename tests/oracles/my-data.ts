import type { AnyEventObject } from "xstate";
import type { PersonalData } from "../../machines/my-data/types";
import { t } from "../../src/i18n/t";
import type { DeferredActors } from "../support/machine-paths";

/**
 * What "Dữ liệu của tôi" (/du-lieu-cua-toi) must show, written from docs/decisions/015-personal-data.md
 * (the data by category, partners, consents with withdrawal once each, a biometric withdrawal deleting
 * the application's face images and the page saying so before confirming, downloads, the deletion
 * request with its status), SPEC.md section 2 (the 'Thông báo' popup) and section 7 "Answer handling in
 * general" (a server message, else the general error), and the page's texts in src/i18n/vi-account.ts
 * (my_data_*), not from the machine: the customer's situation (`MyDataExpected`), how each event moves
 * it (`nextMyData`) and what the screen shows (`myDataShows`). tests/paths/machine-paths.test.ts compares
 * it with the machine's snapshot as the view reads it (`myDataShowsFromSnapshot`) at every step of every
 * catalogue path; tests/paths/my-data-view.test.tsx with the rendered page.
 */

export type MyDataStage =
  | "loading"
  | "loadFailed"
  | "page"
  | "askWithdraw"
  | "askDeletion"
  | "withdrawing"
  | "filing"
  | "notice";

interface Known {
  /** Each consent by id: its purpose, application and whether it was withdrawn. */
  consents: Array<{ id: string; purpose: string; subject: string | null; withdrawn: boolean }>;
  /** The application each face image belongs to. */
  faces: string[];
  /** Deletion requests: reference and whether still pending. */
  requests: Array<{ reference: string; pending: boolean }>;
}

export interface MyDataExpected {
  stage: MyDataStage;
  known: Known | null;
  /** The load's error text, the confirmation's or the notice's text. */
  text: string | null;
  /** The consent the confirmation is about. */
  asked: string | null;
  /** The calls so far: `loadData`, `withdrawConsent consent:2`, `requestDeletion`. */
  calls: string[];
}

/** The page opens loading the data (GET /api/me/data). */
export const startMyData = (): MyDataExpected => ({
  stage: "loading",
  known: null,
  text: null,
  asked: null,
  calls: ["loadData"],
});

const serverText = (message: unknown, otherwise: string) =>
  typeof message === "string" && message !== "" ? message : otherwise;
const errorText = (error: unknown) =>
  error instanceof Error && error.message !== "" ? error.message : t("normal_error");

export function knownFrom(data: PersonalData): Known {
  return {
    consents: data.consents.map((c) => ({
      id: c.id,
      purpose: c.purpose,
      subject: c.subject,
      withdrawn: c.withdrawnAt !== null,
    })),
    faces: data.categories.filter((c) => c.category === "face").flatMap((c) => c.items.map((item) => item.source)),
    requests: data.deletionRequests.map((r) => ({ reference: r.reference, pending: r.status === "pending" })),
  };
}

export function nextMyData(e: MyDataExpected, event: AnyEventObject): MyDataExpected {
  const to = (stage: MyDataStage, patch: Partial<MyDataExpected> = {}): MyDataExpected => ({ ...e, stage, ...patch });
  const known = e.known;
  switch (event.type) {
    case "xstate.done.actor.loadData":
      return e.stage === "loading" ? to("page", { known: knownFrom(event.output as PersonalData), text: null }) : e;
    case "xstate.error.actor.loadData":
      return e.stage === "loading" ? to("loadFailed", { text: errorText(event.error) }) : e;
    case "myData.retry":
      // 'Thử lại' loads again.
      return e.stage === "loadFailed" ? to("loading", { text: null, calls: [...e.calls, "loadData"] }) : e;
    case "myData.withdraw": {
      // Each consent is withdrawable once; the biometric one says the face images go.
      const consent = known?.consents.find((c) => c.id === event.consentId);
      if (e.stage !== "page" || !consent || consent.withdrawn) return e;
      const warning =
        consent.purpose === "biometric" ? "my_data_withdraw_confirm_biometric" : "my_data_withdraw_confirm";
      return to("askWithdraw", { asked: consent.id, text: t(warning) });
    }
    case "myData.deletion.request":
      // One request at a time: a pending one is shown instead of the button.
      return e.stage === "page" && !known?.requests.some((r) => r.pending)
        ? to("askDeletion", { text: t("my_data_deletion_confirm") })
        : e;
    case "myData.confirm":
      if (e.stage === "askWithdraw")
        return to("withdrawing", { text: null, calls: [...e.calls, `withdrawConsent ${e.asked}`] });
      if (e.stage === "askDeletion") return to("filing", { text: null, calls: [...e.calls, "requestDeletion"] });
      return e;
    case "myData.cancel":
      return e.stage === "askWithdraw" || e.stage === "askDeletion" ? to("page", { text: null, asked: null }) : e;
    case "xstate.done.actor.withdrawConsent": {
      const answer = event.output as {
        kind: string;
        consent?: { id: string; subject: string | null };
        faceImagesDeleted?: number;
        message?: string | null;
      };
      if (answer.kind !== "withdrawn" || !answer.consent || !known) {
        return to("notice", { asked: null, text: serverText(answer.message, t("normal_error")) });
      }
      const { id, subject } = answer.consent;
      return to("notice", {
        asked: null,
        text: serverText(answer.message, t("my_data_withdrawn_done")),
        known: {
          ...known,
          consents: known.consents.map((c) => (c.id === id ? { ...c, withdrawn: true } : c)),
          // Decision 015: withdrawing the biometric consent deletes the application's face images.
          faces: (answer.faceImagesDeleted ?? 0) > 0 ? known.faces.filter((source) => source !== subject) : known.faces,
        },
      });
    }
    case "xstate.error.actor.withdrawConsent":
    case "xstate.error.actor.requestDeletion":
      return to("notice", { asked: null, text: errorText(event.error) });
    case "xstate.done.actor.requestDeletion": {
      const answer = event.output as {
        kind: string;
        request?: { reference: string; status: string };
        message?: string | null;
      };
      if (answer.kind !== "filed" || !answer.request || !known) {
        return to("notice", { text: serverText(answer.message, t("normal_error")) });
      }
      const { reference, status } = answer.request;
      return to("notice", {
        text: serverText(answer.message, t("my_data_deletion_filed", { reference })),
        known: {
          ...known,
          requests: [
            { reference, pending: status === "pending" },
            ...known.requests.filter((r) => r.reference !== reference),
          ],
        },
      });
    }
    case "popup.close":
      return e.stage === "notice" ? to("page", { text: null }) : e;
    default:
      return e;
  }
}

/** What the customer sees and which calls were made. */
export interface MyDataShows {
  screen: "loading" | "error" | "page";
  /** The load's error (under 'Không tải được dữ liệu của bạn.'). */
  loadError: string | null;
  /** 'Đang tải...' while a withdrawal or request runs (the buttons are off then). */
  busy: boolean;
  /** Purposes with 'Rút lại sự đồng ý', and those shown as withdrawn. */
  withdrawable: string[];
  withdrawn: string[];
  /** Face images still listed, by application. */
  faces: string[];
  /** 'Gửi yêu cầu xóa dữ liệu' is offered. */
  canRequestDeletion: boolean;
  /** Pending requests by reference. */
  pending: string[];
  /** Whether the page's buttons can be pressed (null: none shown; "mixed": some on, some off). */
  buttonsOn: boolean | null | "mixed";
  /** The confirmation's text, or the 'Thông báo' popup's. */
  confirm: string | null;
  notice: string | null;
  calls: string[];
}

/** The page's sections from what is known (nothing while loading or after the load failed); busy turns its buttons off. */
export function pageShows(known: Known | null, busy: boolean) {
  const withdrawable = known?.consents.filter((c) => !c.withdrawn).map((c) => c.purpose) ?? [];
  const canRequestDeletion = known !== null && !known.requests.some((r) => r.pending);
  return {
    busy,
    withdrawable,
    withdrawn: known?.consents.filter((c) => c.withdrawn).map((c) => c.purpose) ?? [],
    faces: known?.faces ?? [],
    canRequestDeletion,
    pending: known?.requests.filter((r) => r.pending).map((r) => r.reference) ?? [],
    buttonsOn: withdrawable.length > 0 || canRequestDeletion ? !busy : null,
  };
}

export function myDataShows(e: MyDataExpected): MyDataShows {
  const page = e.stage !== "loading" && e.stage !== "loadFailed" && e.known !== null;
  return {
    screen: page ? "page" : e.stage === "loadFailed" ? "error" : "loading",
    loadError: e.stage === "loadFailed" ? e.text : null,
    ...pageShows(page ? e.known : null, e.stage === "withdrawing" || e.stage === "filing"),
    confirm: e.stage === "askWithdraw" || e.stage === "askDeletion" ? e.text : null,
    notice: e.stage === "notice" ? e.text : null,
    calls: e.calls,
  };
}

/** The calls the fakes saw, written as above. */
export function myDataCalls(fakes: DeferredActors): string[] {
  return fakes.started.map(({ id, input }) =>
    id === "withdrawConsent" ? `withdrawConsent ${(input as { consentId?: unknown }).consentId}` : id,
  );
}
