import { result } from "../shared/params";
import { applyProductInput, leadDraft, resultCardsInput, scoreInput } from "./form";
import { failedScore, failure, funnelSetup } from "./setup";

/**
 * After step 8: the loading screen (at least LOADING, 3 s) while the final score is called (step 4 of the
 * score request: it creates the account), the lead is saved (a failed save shows a popup whose close
 * retries: the save is idempotent by ticket code) and the partners and card suggestions are fetched;
 * then the result screen (step 9) with its set-new-password form.
 */
export const loadingState = funnelSetup.createStateConfig({
  description:
    "The loading screen after step 8: 'the application is done and being processed' for at least 3 seconds while the final score is called, the lead saved and the offers fetched; then the result.",
  meta: { spec: "2 Home lead form" },
  tags: "loading",
  type: "parallel",
  states: {
    timer: {
      description: "The 3-second minimum of the loading screen.",
      meta: { spec: "2 Home lead form" },
      initial: "running",
      states: {
        running: {
          description: "The loading screen has been shown for less than 3 seconds.",
          meta: { spec: "2 Home lead form" },
          after: { LOADING: "elapsed" },
        },
        elapsed: { description: "3 seconds have passed.", meta: { spec: "2 Home lead form" }, type: "final" },
      },
    },
    work: {
      description:
        "The final score call (step 4 of the score request, it creates the account), then the lead is saved.",
      meta: { spec: "7 Lead funnel" },
      initial: "scoring",
      states: {
        scoring: {
          description:
            "The final score call is in flight; a failure sets the score to 5 and shows its popup, and the lead is still saved.",
          meta: { spec: "7 Lead funnel" },
          invoke: {
            id: "scoreFinal",
            src: "scoreLead",
            input: ({ context }) => scoreInput(context, 4),
            onDone: [
              {
                guard: { type: "isOk", params: result },
                target: "saving",
                actions: [
                  { type: "applyScore", params: result },
                  { type: "openAccount", params: result },
                ],
              },
              { target: "saving", actions: ["resetScore", { type: "reportScoreFailure", params: failedScore }] },
            ],
            onError: { target: "saving", actions: ["resetScore", { type: "reportScoreFailure", params: failure }] },
          },
        },
        saving: {
          description: "The lead record is being saved (save-hub-log).",
          meta: { spec: "7 Lead funnel" },
          invoke: {
            id: "saveLead",
            src: "saveLead",
            input: ({ context }) => leadDraft(context),
            onDone: [
              { guard: { type: "isOk", params: result }, target: "saved" },
              { target: "saveFailed", actions: { type: "showNotice", params: result } },
            ],
            onError: { target: "saveFailed", actions: { type: "showError", params: failure } },
          },
        },
        saveFailed: {
          description:
            "The lead could not be saved: the 'Thông báo' popup; closing it saves again (the same ticket code).",
          meta: { spec: "2 Popups and menus" },
          tags: "popup",
          on: { "popup.close": { target: "saving", actions: "clearNotice" } },
        },
        saved: { description: "The lead is saved.", meta: { spec: "7 Lead funnel" }, type: "final" },
      },
    },
    offers: {
      description: "The partners and the three card suggestions shown on the result screen are fetched.",
      meta: { spec: "2 Home lead form" },
      initial: "partners",
      states: {
        partners: {
          description: "The partner companies are being fetched.",
          meta: { spec: "4 Result by score" },
          invoke: {
            id: "partners",
            src: "loadPartners",
            onDone: {
              target: "cards",
              actions: { type: "setPartners", params: ({ event }) => ({ partners: event.output }) },
            },
            onError: { target: "cards" },
          },
        },
        cards: {
          description: "Three card products for the result screen are being fetched.",
          meta: { spec: "2 Home lead form" },
          invoke: {
            id: "resultCards",
            src: "loadCards",
            input: ({ context }) => resultCardsInput(context),
            onDone: { target: "done", actions: { type: "setCards", params: ({ event }) => ({ cards: event.output }) } },
            onError: { target: "done", actions: { type: "setCards", params: { cards: [] } } },
          },
        },
        done: {
          description: "The offers are ready (an empty list when a call failed).",
          meta: { spec: "2 Home lead form" },
          type: "final",
        },
      },
    },
  },
  onDone: "result",
});

export const resultState = funnelSetup.createStateConfig({
  description:
    "Result screen (step 9): congratulation or regret by score, follow the official account, set a new password, three other card products.",
  meta: { spec: "4 Result by score", step: 9 },
  tags: "result",
  // The offering partner's product for 'Đăng ký khoản vay ngay'; no product (or a failed lookup): no button.
  invoke: {
    id: "applyProduct",
    src: "findApplyProduct",
    input: ({ context }) => applyProductInput(context),
    onDone: { actions: { type: "setApplyProduct", params: ({ event }) => ({ productId: event.output }) } },
    onError: { actions: { type: "setApplyProduct", params: { productId: null } } },
  },
  initial: "passwordForm",
  states: {
    passwordForm: {
      description: "The new password and its confirmation; the button is enabled when both are valid and equal.",
      meta: { spec: "4 Password reset", step: 9 },
      on: {
        "password.change": { actions: { type: "setPassword", params: ({ event }) => event } },
        "passwordConfirm.change": { actions: { type: "setPasswordConfirm", params: ({ event }) => event } },
        "password.submit": { guard: "isNewPasswordValid", target: "savingPassword" },
      },
    },
    savingPassword: {
      description: "The new password is being saved (resetpassword). Success goes to the login screen.",
      meta: { spec: "4 Password reset", step: 9 },
      tags: ["busy", "passwordSaving"],
      invoke: {
        id: "setPassword",
        src: "setPassword",
        input: ({ context }) => ({
          ticketCode: context.ticket?.ticketCode ?? "",
          ticketToken: context.ticket?.ticketToken ?? "",
          username: context.account?.username ?? "",
          oldPassword: context.account?.passwordDefault ?? "",
          newPassword: context.form.password,
        }),
        onDone: [
          {
            guard: { type: "isOk", params: result },
            target: "#leadFunnel.flow.amount",
            actions: [
              { type: "goToLogin", params: ({ context }) => ({ username: context.account?.username ?? "" }) },
              "reset",
            ],
          },
          { target: "passwordFailed", actions: { type: "showNotice", params: result } },
        ],
        onError: { target: "passwordFailed", actions: { type: "showError", params: failure } },
      },
    },
    passwordFailed: {
      description: "The 'Thông báo' popup: the password could not be saved; closing it returns to the form.",
      meta: { spec: "2 Popups and menus", step: 9 },
      tags: "popup",
      on: { "popup.close": { target: "passwordForm", actions: "clearNotice" } },
    },
  },
});
