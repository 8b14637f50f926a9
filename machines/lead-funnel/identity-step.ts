import { and } from "xstate";
import { TRACKING_STATUS } from "../../src/domain/constants";
import { result } from "../shared/params";
import { scoreInput } from "./form";
import { failedScore, failure, funnelSetup, track } from "./setup";

/**
 * Step 4 (full name and national ID). 4 -> 5: the age from the ID must be 18-60 (a complete ID outside it
 * opens the not_valid_age popup as it is typed, and 'Tiếp tục' stays off: issue 33), then the ID blacklist check (201: the blacklist screen), then the first score call. A failed
 * score call still opens step 5, with the score at 5 and its message in the score popup.
 */
export const identityStep = funnelSetup.createStateConfig({
  description:
    "Step 4: full name and national ID number, with the score bar. To step 5 once the age check, the identity-card blacklist check and the first score call are done. No Back on this step.",
  meta: { spec: "2 Home lead form", step: 4 },
  tags: "step4",
  initial: "editing",
  states: {
    editing: {
      description:
        "The visitor types the full name and the national ID; 'Tiếp tục' is enabled when both are valid and the ID gives an age of 18-60. A complete ID outside 18-60 opens the not_valid_age popup at once; back on the step the rule is named under the ID and 'Tiếp tục' stays off.",
      meta: { spec: "2 Home lead form", step: 4 },
      on: {
        "name.change": { actions: { type: "setName", params: ({ event }) => event } },
        "nationalId.change": [
          {
            guard: { type: "completesAgeOutOfRange", params: ({ event }) => event },
            target: "popup",
            actions: [{ type: "setNationalId", params: ({ event }) => event }, "showAgeNotice"],
          },
          { actions: { type: "setNationalId", params: ({ event }) => event } },
        ],
        "identity.submitted": { guard: and(["isIdentityValid", "isAgeEligible"]), target: "checkingId" },
      },
    },
    checkingId: {
      description: "The age is 18-60; the identity-card blacklist check (validateIdcard) is in flight.",
      meta: { spec: "7 Lead funnel", step: 4 },
      tags: "busy",
      invoke: {
        id: "checkIdentity",
        src: "checkIdentity",
        input: ({ context }) => ({
          ticketToken: context.ticket?.ticketToken ?? "",
          name: context.form.name.trim(),
          identityNo: context.form.nationalId,
        }),
        onDone: [
          {
            guard: { type: "isBlacklisted", params: result },
            target: "#leadFunnel.flow.blacklisted",
            actions: { type: "showBlacklist", params: result },
          },
          { guard: { type: "isOk", params: result }, target: "scoring" },
          { target: "popup", actions: { type: "showNotice", params: result } },
        ],
        onError: { target: "popup", actions: { type: "showError", params: failure } },
      },
    },
    scoring: {
      description:
        "The identity passed; the first score call is in flight. A failed call still opens step 5 with the score at 5 and its message.",
      meta: { spec: "4 Lead form", step: 4 },
      tags: "busy",
      invoke: {
        id: "scoreIdentity",
        src: "scoreLead",
        input: ({ context }) => scoreInput(context, 1),
        onDone: [
          {
            guard: { type: "isOk", params: result },
            target: "#leadFunnel.flow.income",
            actions: [{ type: "applyScore", params: result }, track(TRACKING_STATUS.name)],
          },
          {
            target: "#leadFunnel.flow.income",
            actions: ["resetScore", { type: "reportScoreFailure", params: failedScore }, track(TRACKING_STATUS.name)],
          },
        ],
        onError: {
          target: "#leadFunnel.flow.income",
          actions: ["resetScore", { type: "reportScoreFailure", params: failure }, track(TRACKING_STATUS.name)],
        },
      },
    },
    popup: {
      description:
        "The 'Thông báo' popup: a typed ID whose age is outside 18-60 (not_valid_age), the server's refusal or a general error; closing it returns to the form.",
      meta: { spec: "2 Popups and menus", step: 4 },
      tags: "popup",
      on: { "popup.close": { target: "editing", actions: "clearNotice" } },
    },
  },
});
