import { leadDraft, scoreInput } from "./form";
import { failedScore, failure, funnelSetup, output } from "./setup";

/**
 * After step 8: the loading screen (at least LOADING, 3 s) while the final score is called (step 4 of the
 * score request: it creates the account), the lead is saved (a failed save shows a popup whose close
 * retries: the save is idempotent by ticket code) and the partners and card suggestions are fetched;
 * then the result screen (step 9) with its set-new-password form.
 */
export const loadingState = funnelSetup.createStateConfig({
  tags: "loading",
  type: "parallel",
  states: {
    timer: {
      initial: "running",
      states: {
        running: { after: { LOADING: "elapsed" } },
        elapsed: { type: "final" },
      },
    },
    work: {
      initial: "scoring",
      states: {
        scoring: {
          invoke: {
            id: "scoreFinal",
            src: "scoreLead",
            input: ({ context }) => scoreInput(context, 4),
            onDone: [
              {
                guard: { type: "isOk", params: output },
                target: "saving",
                actions: [
                  { type: "applyScore", params: output },
                  { type: "openAccount", params: output },
                ],
              },
              { target: "saving", actions: ["resetScore", { type: "reportScoreFailure", params: failedScore }] },
            ],
            onError: { target: "saving", actions: ["resetScore", { type: "reportScoreFailure", params: failure }] },
          },
        },
        saving: {
          invoke: {
            id: "saveLead",
            src: "saveLead",
            input: ({ context }) => leadDraft(context),
            onDone: [
              { guard: { type: "isOk", params: output }, target: "saved" },
              { target: "saveFailed", actions: { type: "showNotice", params: output } },
            ],
            onError: { target: "saveFailed", actions: { type: "showError", params: failure } },
          },
        },
        saveFailed: {
          tags: "popup",
          on: { "popup.close": { target: "saving", actions: "clearNotice" } },
        },
        saved: { type: "final" },
      },
    },
    offers: {
      initial: "partners",
      states: {
        partners: {
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
          invoke: {
            id: "resultCards",
            src: "loadCards",
            input: { count: 3 },
            onDone: { target: "done", actions: { type: "setCards", params: ({ event }) => ({ cards: event.output }) } },
            onError: { target: "done", actions: { type: "setCards", params: { cards: [] } } },
          },
        },
        done: { type: "final" },
      },
    },
  },
  onDone: "result",
});

export const resultState = funnelSetup.createStateConfig({
  tags: "result",
  initial: "passwordForm",
  states: {
    passwordForm: {
      on: {
        "password.change": { actions: { type: "setPassword", params: ({ event }) => event } },
        "passwordConfirm.change": { actions: { type: "setPasswordConfirm", params: ({ event }) => event } },
        "password.submit": { guard: "isNewPasswordValid", target: "savingPassword" },
      },
    },
    savingPassword: {
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
            guard: { type: "isOk", params: output },
            target: "#leadFunnel.flow.amount",
            actions: [
              { type: "goToLogin", params: ({ context }) => ({ username: context.account?.username ?? "" }) },
              "reset",
            ],
          },
          { target: "passwordFailed", actions: { type: "showNotice", params: output } },
        ],
        onError: { target: "passwordFailed", actions: { type: "showError", params: failure } },
      },
    },
    passwordFailed: {
      tags: "popup",
      on: { "popup.close": { target: "passwordForm", actions: "clearNotice" } },
    },
  },
});
