import { assign, setup } from "xstate";
import { notProvided, placeholderActor } from "../shared/not-provided";
import type { SignInResult, StaffSignInContext, StaffSignInEvent, StaffSignInTag } from "./types";

/**
 * Signing in to the back-office (/quan-tri/dang-nhap, docs/decisions/021-back-office.md).
 *
 * - `choose`: the passkey button first; "Dùng mã xác thực" opens the TOTP fallback.
 * - `passkey`: `passkeySignIn` asks the server for a challenge, the browser for the passkey, and the
 *   server to check it. A refusal or a cancelled prompt returns to `choose` with a message.
 * - `totp`: email and the 6-digit code of the authenticator app; `totpSignIn` checks them.
 * - `done`: `enterBackOffice` takes the staff member to the back-office.
 *
 * `passkeySignIn`, `totpSignIn` and `enterBackOffice` are placeholders the app supplies with `.provide()`.
 */

const resultOf = ({ event }: { event: { output: SignInResult } }) => ({ result: event.output });
const SPEC = "6 Roles and permissions";

export const staffSignInMachine = setup({
  types: {
    context: {} as StaffSignInContext,
    events: {} as StaffSignInEvent,
    tags: {} as StaffSignInTag,
  },
  actors: {
    passkeySignIn: placeholderActor<SignInResult, void>("passkeySignIn"),
    totpSignIn: placeholderActor<SignInResult, { email: string; code: string }>("totpSignIn"),
  },
  guards: {
    isSignedIn: (_, params: { result: SignInResult }) => params.result.kind === "signed-in",
    canSubmitTotp: ({ context }) => /^\S+@\S+\.\S+$/.test(context.email.trim()) && /^\d{6}$/.test(context.code),
  },
  actions: {
    enterBackOffice: () => notProvided("enterBackOffice"),
    setEmail: assign(({ event }) => (event.type === "totp.email.change" ? { email: event.value, message: null } : {})),
    setCode: assign(({ event }) =>
      event.type === "totp.code.change" ? { code: event.value.replace(/\D/g, "").slice(0, 6), message: null } : {},
    ),
    refuse: assign((_, params: { result: SignInResult }) => ({
      message: params.result.kind === "refused" ? params.result.message : null,
      code: "",
    })),
    showFailure: assign(({ event }) => {
      const error = "error" in event ? event.error : null;
      return { message: error instanceof Error && error.message !== "" ? error.message : "", code: "" };
    }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  description: "Signing in to the back-office: a passkey first, the authenticator app's code as the fallback.",
  meta: { spec: SPEC },
  id: "staffSignIn",
  context: { email: "", code: "", message: null },
  initial: "choose",
  states: {
    choose: {
      description: "The passkey button, and the link to the authenticator-app code; a refusal's message under them.",
      meta: { spec: SPEC },
      tags: ["choose"],
      on: {
        "passkey.start": { target: "passkey", actions: "clearMessage" },
        "totp.open": { target: "totp", actions: "clearMessage" },
      },
    },
    passkey: {
      description: "The browser asks for the passkey and the server checks it (passkeySignIn).",
      meta: { spec: SPEC },
      tags: ["busy"],
      invoke: {
        id: "passkeySignIn",
        src: "passkeySignIn",
        onDone: [
          { guard: { type: "isSignedIn", params: resultOf }, target: "done" },
          { target: "choose", actions: { type: "refuse", params: resultOf } },
        ],
        onError: { target: "choose", actions: "showFailure" },
      },
    },
    totp: {
      description: "The fallback form: email and the 6-digit code of the authenticator app.",
      meta: { spec: SPEC },
      tags: ["totp"],
      initial: "editing",
      on: {
        "totp.email.change": { target: ".editing", actions: "setEmail" },
        "totp.code.change": { target: ".editing", actions: "setCode" },
      },
      states: {
        editing: {
          description: "The staff member types; Sign in only when the email and a 6-digit code are there.",
          meta: { spec: SPEC },
          on: {
            "totp.submit": { guard: "canSubmitTotp", target: "checking" },
            "totp.back": { target: "#staffSignIn.choose", actions: "clearMessage" },
          },
        },
        checking: {
          description: "The server checks the email and code (totpSignIn).",
          meta: { spec: SPEC },
          tags: ["busy"],
          on: { "totp.email.change": {}, "totp.code.change": {} },
          invoke: {
            id: "totpSignIn",
            src: "totpSignIn",
            input: ({ context }) => ({ email: context.email.trim(), code: context.code }),
            onDone: [
              { guard: { type: "isSignedIn", params: resultOf }, target: "#staffSignIn.done" },
              { target: "refused", actions: { type: "refuse", params: resultOf } },
            ],
            onError: { target: "refused", actions: "showFailure" },
          },
        },
        refused: {
          description:
            "The code was refused (wrong, used, or locked after 5 tries): the message under the form, the code emptied.",
          meta: { spec: SPEC },
          tags: ["error"],
          // The code was cleared: typing a new one returns to editing (the parent's handlers).
          on: { "totp.back": { target: "#staffSignIn.choose", actions: "clearMessage" } },
        },
      },
    },
    done: {
      description: "Signed in: the back-office opens (enterBackOffice).",
      meta: { spec: SPEC },
      tags: ["done"],
      type: "final",
      entry: "enterBackOffice",
    },
  },
});
