import { TRACKING_STATUS } from "../../src/domain/constants";
import { contactStep, otpStep } from "./contact-steps";
import { loadingState, resultState } from "./finish";
import { initialContext } from "./form";
import { identityStep } from "./identity-step";
import { scoreRegion } from "./score-region";
import { funnelSetup, toStep, track } from "./setup";

/**
 * The home lead form (SPEC.md sections 2 and 4 "Lead form"): steps 1-8, the 3 s loading screen, the
 * result (step 9) and the blacklist screen. Two regions run side by side:
 * - `flow`, the screens: 1 -> 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> 8 -> loading -> result. 2 -> 3 checks the phone
 *   then requests the OTP, step 3 invokes the `otp` machine, 4 -> 5 checks the age and the national ID
 *   then scores (lead-funnel/contact-steps.ts, identity-step.ts); a choice on 5-7 advances and asks for a
 *   score update; the choice on 8 opens the loading screen (lead-funnel/finish.ts). Back (steps 2-3 and
 *   5-8) goes one step down and clears the answers from that step onward: back to 4 or lower also puts the
 *   score back to 5 and the limit to 0, otherwise the score is asked for again (lead-funnel/form.ts).
 *   Reset goes back to step 1 with everything cleared, the bot check included.
 * - `score`, the debounced score update and its failure popup (lead-funnel/score-region.ts).
 *
 * Every effect is a named actor, action or delay of lead-funnel/setup.ts, supplied by the app with
 * `.provide()`. Views branch on the tags of ./types.ts and on `can()`.
 */
export const leadFunnelMachine = funnelSetup.createMachine({
  description:
    "The home lead form: eight steps, the 3-second loading screen, the result (step 9) or the blacklist screen, with the score updated beside it.",
  meta: { spec: "2 Home lead form" },
  id: "leadFunnel",
  type: "parallel",
  context: ({ input }) => initialContext(input),
  states: {
    flow: {
      description:
        "The screen the visitor is on: step 1 to 2 to 3 to 4 to 5 to 6 to 7 to 8 to loading to result. Reset (back home) returns to step 1 with the form and the bot check cleared.",
      meta: { spec: "4 Lead form" },
      initial: "amount",
      on: {
        "field.touch": { actions: { type: "touch", params: ({ event }) => event } },
        "funnel.reset": { target: ".amount", actions: ["reset", "cancelScore", "goHome"] },
      },
      states: {
        amount: {
          description:
            "Step 1: how much to borrow and for how long (loan amount slider and loan term slider); 'Tiếp tục' goes to the contact step.",
          meta: { spec: "2 Home lead form", step: 1 },
          tags: "step1",
          on: {
            "amount.change": { actions: { type: "setAmount", params: ({ event }) => event } },
            "term.change": { actions: { type: "setTerm", params: ({ event }) => event } },
            "amount.confirmed": { target: "contact", actions: track(TRACKING_STATUS.loanNeed) },
          },
        },
        contact: contactStep,
        otp: otpStep,
        identity: identityStep,
        income: {
          description:
            "Step 5: monthly income, single choice; picking one advances to step 6 and asks for a score update. Back returns to step 4 (score back to 5).",
          meta: { spec: "2 Home lead form", step: 5 },
          tags: "step5",
          on: {
            "income.choose": {
              target: "housing",
              actions: [
                { type: "setAnswer", params: ({ event }) => ({ income: event.value }) },
                track(TRACKING_STATUS.income),
                "requestScore",
              ],
            },
            "step.back": { target: "identity", actions: [toStep(4), "cancelScore"] },
          },
        },
        housing: {
          description:
            "Step 6: housing status, single choice; picking one advances to step 7 and asks for a score update.",
          meta: { spec: "2 Home lead form", step: 6 },
          tags: "step6",
          on: {
            "housing.choose": {
              target: "marital",
              actions: [
                { type: "setAnswer", params: ({ event }) => ({ houseOwnership: event.value }) },
                track(TRACKING_STATUS.housing),
                "requestScore",
              ],
            },
            "step.back": { target: "income", actions: [toStep(5), "requestScore"] },
          },
        },
        marital: {
          description:
            "Step 7: marital status, single choice; picking one advances to step 8 and asks for a score update.",
          meta: { spec: "2 Home lead form", step: 7 },
          tags: "step7",
          on: {
            "marital.choose": {
              target: "dependents",
              actions: [
                { type: "setAnswer", params: ({ event }) => ({ maritalStatus: event.value }) },
                track(TRACKING_STATUS.marital),
                "requestScore",
              ],
            },
            "step.back": { target: "housing", actions: [toStep(6), "requestScore"] },
          },
        },
        dependents: {
          description: "Step 8: number of dependents, single choice; picking one starts the 3-second loading screen.",
          meta: { spec: "2 Home lead form", step: 8 },
          tags: "step8",
          on: {
            "dependents.choose": {
              target: "loading",
              actions: [
                { type: "setAnswer", params: ({ event }) => ({ dependents: event.value }) },
                track(TRACKING_STATUS.dependents),
                "cancelScore",
              ],
            },
            "step.back": { target: "marital", actions: [toStep(7), "requestScore"] },
          },
        },
        loading: loadingState,
        result: resultState,
        blacklisted: {
          description:
            "Blacklist screen 'Rất tiếc!': the server's reason, the support e-mail and hotline, and a list of card products (phone check 201/202 or identity check 201).",
          meta: { spec: "2 Home lead form" },
          tags: "blacklist",
          invoke: {
            id: "blacklistCards",
            src: "loadCards",
            input: { count: 6 },
            onDone: { actions: { type: "setCards", params: ({ event }) => ({ cards: event.output }) } },
            onError: { actions: { type: "setCards", params: { cards: [] } } },
          },
        },
      },
    },
    score: scoreRegion,
  },
});
