import { useBlocker, useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, useRef } from "react";
import { passwordResetMachine } from "../../../machines/password-reset/machine";
import type { PasswordResetInput } from "../../../machines/password-reset/types";
import { inspect } from "../../state/inspection";
import { rememberUsername } from "../../state/remembered-login";
import { clearResetFlow, saveResetFlow } from "../../state/reset-flow";
import { changePasswordActor, requestOtpActor, resetOtpMachine } from "./reset-services";
import type { PasswordResetActorRef } from "./use-reset-events";

/**
 * Binds the password-reset machine to the app: the account calls, session storage for the flow,
 * the remembered username and the routes of each stage. Each route starts it at its own stage.
 */
export function usePasswordReset(
  input: PasswordResetInput,
  /** Hands out the bot check's payload for a new code (stable across renders). */
  takeCaptcha: () => string | null,
): PasswordResetActorRef {
  const navigate = useNavigate();
  const go = useRef(navigate);
  go.current = navigate;

  const logic = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          requestOtp: requestOtpActor(takeCaptcha),
          otp: resetOtpMachine,
          changePassword: changePasswordActor,
        },
        actions: {
          saveRequest: (_, flow) => saveResetFlow(flow),
          clearRequest: () => clearResetFlow(),
          rememberUsername: (_, { username }) => rememberUsername(username),
          showRequest: () => void go.current({ to: "/request-password" }),
          showConfirm: (_, { transactionId }) =>
            void go.current({ to: "/request-password-confirm", search: { transId: transactionId } }),
          showChange: (_, { validateToken }) =>
            void go.current({ to: "/change-password", search: { transId: validateToken }, replace: true }),
          showLogin: () => void go.current({ to: "/login", replace: true, ignoreBlocker: true }),
          showLoginSuccess: () =>
            void go.current({ to: "/login", search: { transId: "success" }, replace: true, ignoreBlocker: true }),
        },
      }),
    [takeCaptcha],
  );
  const actorRef = useActorRef(logic, { input, inspect });

  // The browser's back button does nothing on the new-password screen (SPEC.md section 2).
  const choosing = useSelector(actorRef, (snapshot) => snapshot.hasTag("change") && snapshot.status === "active");
  useBlocker({
    shouldBlockFn: ({ action }) => action === "BACK" || action === "GO",
    disabled: !choosing,
    enableBeforeUnload: false,
  });
  return actorRef;
}
