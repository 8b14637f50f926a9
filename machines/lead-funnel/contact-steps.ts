import { TRACKING_STATUS } from "../../src/domain/constants";
import { result } from "../shared/params";
import { failure, funnelSetup, toStep, track } from "./setup";

/**
 * Step 2 (contact) and step 3 (OTP). 2 -> 3: the phone blacklist check (201/202: the blacklist screen),
 * then the OTP request (203: a popup that goes home on close; anything else: a popup that stays, and the
 * consumed bot-check payload starts over). Step 3 runs the `otp` machine: verified -> step 4 with the
 * ticket token; abandoned -> home.
 */

export const contactStep = funnelSetup.createStateConfig({
  description:
    "Step 2: contact details: phone, e-mail (optional), consent checkbox and the bot check. To step 3 once the phone blacklist check passes and the OTP request succeeds.",
  meta: { spec: "2 Home lead form", step: 2 },
  tags: "step2",
  initial: "editing",
  states: {
    editing: {
      description:
        "The visitor fills in phone, e-mail and consent and passes the bot check; 'Tiếp tục' is enabled only when all are valid. Back returns to step 1.",
      meta: { spec: "2 Home lead form", step: 2 },
      on: {
        "phone.change": { actions: { type: "setPhone", params: ({ event }) => event } },
        "email.change": { actions: { type: "setEmail", params: ({ event }) => event } },
        "agree.change": { actions: { type: "setAgree", params: ({ event }) => event } },
        "captcha.verify": { actions: { type: "setCaptcha", params: ({ event }) => event } },
        "captcha.expire": { actions: "expireCaptcha" },
        "contact.submitted": { guard: "isContactValid", target: "checkingPhone" },
        "step.back": { target: "#leadFunnel.flow.amount", actions: toStep(1) },
      },
    },
    checkingPhone: {
      description: "The phone blacklist check (validatephone) is in flight; 'Tiếp tục' shows busy.",
      meta: { spec: "7 Lead funnel", step: 2 },
      tags: "busy",
      invoke: {
        id: "checkPhone",
        src: "checkPhone",
        input: ({ context }) => ({ mobile: context.form.phone, email: context.form.email.trim() }),
        onDone: [
          {
            guard: { type: "isBlacklisted", params: result },
            target: "#leadFunnel.flow.blacklisted",
            actions: { type: "showBlacklist", params: result },
          },
          { guard: { type: "isOk", params: result }, target: "requestingOtp" },
          { target: "popup", actions: { type: "showNotice", params: result } },
        ],
        onError: { target: "popup", actions: { type: "showError", params: failure } },
      },
    },
    requestingOtp: {
      description: "The phone passed; the OTP is being requested (apply). Success opens step 3.",
      meta: { spec: "7 Lead funnel", step: 2 },
      tags: "busy",
      invoke: {
        id: "requestOtp",
        src: "requestOtp",
        input: ({ context: { form } }) => ({
          amount: form.amount,
          inMonths: form.month,
          mobile: form.phone,
          email: form.email.trim(),
          agreeChecked: form.agreeChecked,
          captchaResponse: form.captchaResponse,
        }),
        onDone: [
          {
            guard: { type: "isOk", params: result },
            target: "#leadFunnel.flow.otp",
            actions: [{ type: "openTicket", params: result }, track(TRACKING_STATUS.phone)],
          },
          {
            guard: { type: "isLimit", params: result },
            target: "limitPopup",
            actions: [{ type: "showNotice", params: result }, "restartCaptcha"],
          },
          { target: "popup", actions: [{ type: "showNotice", params: result }, "restartCaptcha"] },
        ],
        onError: { target: "popup", actions: [{ type: "showError", params: failure }, "restartCaptcha"] },
      },
    },
    popup: {
      description:
        "The 'Thông báo' popup with the server's message or the general error; closing it stays on step 2 (the used bot check starts over).",
      meta: { spec: "2 Popups and menus", step: 2 },
      tags: "popup",
      on: { "popup.close": { target: "editing", actions: "clearNotice" } },
    },
    // 203 on the OTP request: closing the popup goes home
    limitPopup: {
      description:
        "Code 203 on the OTP request (limit reached): the 'Thông báo' popup; closing it goes home with the form cleared.",
      meta: { spec: "7 Lead funnel", step: 2 },
      tags: "popup",
      on: { "popup.close": { target: "#leadFunnel.flow.amount", actions: ["reset", "goHome"] } },
    },
  },
});

export const otpStep = funnelSetup.createStateConfig({
  description:
    "Step 3: OTP entry (the OTP machine runs here). Verified goes to step 4 with the ticket; giving up goes home; Back returns to step 2.",
  meta: { spec: "4 OTP (lead form)", step: 3 },
  tags: "step3",
  invoke: {
    id: "otp",
    src: "otp",
    input: ({ context }) => ({
      purpose: "lead" as const,
      phone: context.form.phone,
      transactionId: context.ticket?.transactionId ?? "",
      resendsLeft: context.ticket?.resendsLeft ?? 0,
      ticketCode: context.ticket?.ticketCode ?? "",
    }),
    onDone: [
      {
        guard: { type: "isVerified", params: result },
        target: "#leadFunnel.flow.identity",
        actions: [{ type: "proveTicket", params: result }, track(TRACKING_STATUS.otpVerified)],
      },
      { target: "#leadFunnel.flow.amount", actions: ["reset", "goHome"] },
    ],
    onError: {
      target: "#leadFunnel.flow.contact.popup",
      actions: [{ type: "showError", params: failure }, "restartCaptcha"],
    },
  },
  on: { "step.back": { target: "#leadFunnel.flow.contact", actions: toStep(2) } },
});
