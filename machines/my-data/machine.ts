import { assign, setup } from "xstate";
import { placeholderActor } from "../shared/not-provided";
import type {
  DeletionResult,
  GivenConsent,
  MyDataContext,
  MyDataEvent,
  MyDataNotice,
  MyDataTag,
  PersonalData,
  WithdrawInput,
  WithdrawResult,
} from "./types";

/**
 * "Dữ liệu của tôi" (/du-lieu-cua-toi, docs/decisions/015-personal-data.md, Law 91/2025/QH15).
 *
 * - `loading` runs `loadData` (GET /api/me/data); a failure shows its message with 'retry'.
 * - `ready`: what we hold, the partners that received it, the consents, the downloads (plain links the
 *   browser follows with the session cookie: no state of their own) and the deletion requests.
 *   Withdrawing a consent or filing a deletion request is asked first; withdrawing the biometric
 *   consent says the face images are deleted. The answer opens the 'Thông báo' popup and the page
 *   shows what the server recorded (the withdrawal time, the face images gone, the pending request).
 *
 * `loadData`, `withdrawConsent` and `requestDeletion` are placeholders the app supplies with `.provide()`.
 */

const DECISION = "015 Personal data: Dữ liệu của tôi";
const SCREEN = { spec: "2 Account screens", decision: DECISION } as const;
const POPUP = { spec: "2 Popups and menus", decision: DECISION } as const;
const CALL = { spec: "7 Answer handling in general", decision: DECISION } as const;

const errorText = (error: unknown): string | null =>
  error instanceof Error && error.message !== "" ? error.message : null;
const consentOf = (context: MyDataContext, id: string | null): GivenConsent | undefined =>
  context.data?.consents.find((consent) => consent.id === id);

/** The page after a withdrawal: the consent as recorded and, when face images went, none left for its application. */
function withWithdrawal(data: PersonalData, consent: GivenConsent, faceImagesDeleted: number): PersonalData {
  return {
    ...data,
    consents: data.consents.map((c) => (c.id === consent.id ? consent : c)),
    categories:
      faceImagesDeleted > 0
        ? data.categories.map((c) =>
            c.category === "face" ? { ...c, items: c.items.filter((item) => item.source !== consent.subject) } : c,
          )
        : data.categories,
  };
}

const withdrawOutput = ({ event }: { event: { output: WithdrawResult } }) => ({ result: event.output });
const deletionOutput = ({ event }: { event: { output: DeletionResult } }) => ({ result: event.output });

export const myDataMachine = setup({
  types: {
    context: {} as MyDataContext,
    events: {} as MyDataEvent,
    tags: {} as MyDataTag,
    children: {} as { loadData: "loadData"; withdrawConsent: "withdrawConsent"; requestDeletion: "requestDeletion" },
  },
  actors: {
    loadData: placeholderActor<PersonalData, void>("loadData"),
    withdrawConsent: placeholderActor<WithdrawResult, WithdrawInput>("withdrawConsent"),
    requestDeletion: placeholderActor<DeletionResult, void>("requestDeletion"),
  },
  guards: {
    /** A consent of the page not withdrawn yet. */
    canWithdraw: ({ context, event }) =>
      event.type === "myData.withdraw" && consentOf(context, event.consentId)?.withdrawnAt === null,
    /** The biometric consent, not withdrawn yet: its withdrawal deletes the face images. */
    canWithdrawBiometric: ({ context, event }) => {
      const consent = event.type === "myData.withdraw" ? consentOf(context, event.consentId) : undefined;
      return consent?.purpose === "biometric" && consent.withdrawnAt === null;
    },
    /** One request at a time: a pending one is shown instead of the button. */
    noPendingRequest: ({ context }) =>
      !(context.data?.deletionRequests.some((request) => request.status === "pending") ?? false),
    isWithdrawn: (_, params: { result: WithdrawResult }) => params.result.kind === "withdrawn",
    deletedFaces: (_, params: { result: WithdrawResult }) =>
      params.result.kind === "withdrawn" && params.result.faceImagesDeleted > 0,
    isFiled: (_, params: { result: DeletionResult }) => params.result.kind === "filed",
  },
  actions: {
    takeData: assign(({ event }) => ("output" in event ? { data: event.output as PersonalData, loadError: null } : {})),
    showLoadError: assign(({ event }) => ({ loadError: "error" in event ? errorText(event.error) : null })),
    ask: assign(({ event }) => (event.type === "myData.withdraw" ? { asked: event.consentId } : {})),
    forget: assign({ asked: null }),
    takeWithdrawal: assign(({ context }, params: { result: WithdrawResult }) => {
      const { result } = params;
      if (result.kind !== "withdrawn" || !context.data) return {};
      const notice: MyDataNotice = { kind: "withdrawn", message: result.message };
      return {
        asked: null,
        notice,
        data: withWithdrawal(context.data, result.consent, result.faceImagesDeleted),
      };
    }),
    takeRequest: assign(({ context }, params: { result: DeletionResult }) => {
      const { result } = params;
      if (result.kind !== "filed" || !context.data) return {};
      const { request } = result;
      const notice: MyDataNotice = { kind: "filed", reference: request.reference, message: result.message };
      const others = context.data.deletionRequests.filter((r) => r.reference !== request.reference);
      return { notice, data: { ...context.data, deletionRequests: [request, ...others] } };
    }),
    /** A refusal; a deletion refused for a phone never proven (251) points to the public deletion page. */
    refuse: assign((_, params: { result: WithdrawResult | DeletionResult }) => {
      const kind = params.result.kind === "unproven" ? "unproven" : "failed";
      const notice: MyDataNotice = { kind, message: params.result.message };
      return { asked: null, notice };
    }),
    showFailure: assign(({ event }) => {
      const notice: MyDataNotice = { kind: "failed", message: "error" in event ? errorText(event.error) : null };
      return { asked: null, notice };
    }),
    closeNotice: assign({ notice: null }),
  },
}).createMachine({
  description:
    "Dữ liệu của tôi (decision 015): what we hold about the signed-in customer, the partners that received it, the consents with withdrawal, downloads and deletion requests.",
  meta: SCREEN,
  id: "myData",
  context: { data: null, loadError: null, asked: null, notice: null },
  initial: "loading",
  states: {
    loading: {
      description: "The data is being loaded (GET /api/me/data): 'Đang tải'.",
      meta: SCREEN,
      tags: ["loading"],
      invoke: {
        id: "loadData",
        src: "loadData",
        onDone: { target: "ready", actions: "takeData" },
        onError: { target: "loadFailed", actions: "showLoadError" },
      },
    },
    loadFailed: {
      description: "The data could not load: 'Không tải được dữ liệu của bạn.', the reason and 'Thử lại'.",
      meta: CALL,
      tags: ["loadFailed"],
      on: { "myData.retry": { target: "loading" } },
    },
    ready: {
      description:
        "The page: data held by category, partners that received it, consents, JSON and PDF downloads (plain links), deletion requests.",
      meta: SCREEN,
      tags: ["ready"],
      initial: "idle",
      states: {
        idle: {
          description:
            "The customer reads; each consent not withdrawn has 'Rút lại sự đồng ý', no pending request shows the request button.",
          meta: SCREEN,
          on: {
            "myData.withdraw": [
              { guard: "canWithdrawBiometric", target: "confirmingBiometricWithdrawal", actions: "ask" },
              { guard: "canWithdraw", target: "confirmingWithdrawal", actions: "ask" },
            ],
            "myData.deletion.request": { guard: "noPendingRequest", target: "confirmingDeletion" },
          },
        },
        confirmingWithdrawal: {
          description: "Asked before withdrawing a consent: what stops once it is withdrawn.",
          meta: POPUP,
          tags: ["confirm"],
          on: {
            "myData.confirm": { target: "withdrawing" },
            "myData.cancel": { target: "idle", actions: "forget" },
          },
        },
        confirmingBiometricWithdrawal: {
          description:
            "Asked before withdrawing the biometric consent: the application's face images are deleted (decision 015).",
          meta: POPUP,
          tags: ["confirm", "faceWarning"],
          on: {
            "myData.confirm": { target: "withdrawing" },
            "myData.cancel": { target: "idle", actions: "forget" },
          },
        },
        withdrawing: {
          description: "The withdrawal is being recorded (POST /api/me/consents/withdraw); the buttons are off.",
          meta: CALL,
          tags: ["busy"],
          invoke: {
            id: "withdrawConsent",
            src: "withdrawConsent",
            input: ({ context }) => ({ consentId: context.asked ?? "" }),
            onDone: [
              {
                // Decision 015: the biometric consent's withdrawal deleted the application's face images.
                guard: { type: "deletedFaces", params: withdrawOutput },
                target: "notice",
                actions: { type: "takeWithdrawal", params: withdrawOutput },
              },
              {
                guard: { type: "isWithdrawn", params: withdrawOutput },
                target: "notice",
                actions: { type: "takeWithdrawal", params: withdrawOutput },
              },
              { target: "notice", actions: { type: "refuse", params: withdrawOutput } },
            ],
            onError: { target: "notice", actions: "showFailure" },
          },
        },
        confirmingDeletion: {
          description: "Asked before filing a deletion request: the data cannot be restored.",
          meta: POPUP,
          tags: ["confirm"],
          on: {
            "myData.confirm": { target: "filingDeletion" },
            "myData.cancel": { target: "idle" },
          },
        },
        filingDeletion: {
          description:
            "The deletion request is being filed for the proven phone (POST /api/me/deletion-requests); the buttons are off.",
          meta: CALL,
          tags: ["busy"],
          invoke: {
            id: "requestDeletion",
            src: "requestDeletion",
            onDone: [
              {
                guard: { type: "isFiled", params: deletionOutput },
                target: "notice",
                actions: { type: "takeRequest", params: deletionOutput },
              },
              { target: "notice", actions: { type: "refuse", params: deletionOutput } },
            ],
            onError: { target: "notice", actions: "showFailure" },
          },
        },
        notice: {
          description:
            "The 'Thông báo' popup with the answer (withdrawal recorded, faces deleted, request reference, a phone never proven with the link to the public deletion page, or the error); the page shows what was recorded.",
          meta: POPUP,
          tags: ["popup"],
          on: { "popup.close": { target: "idle", actions: "closeNotice" } },
        },
      },
    },
  },
});
