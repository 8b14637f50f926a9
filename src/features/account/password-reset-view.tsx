import { useSelector } from "@xstate/react";
import type { BotCheckPayload } from "../../ui/use-bot-check-payload";
import { ChangePasswordView } from "./change-password-view";
import { RequestPasswordConfirmView } from "./request-password-confirm-view";
import { RequestPasswordView } from "./request-password-view";
import type { PasswordResetActorRef } from "./use-reset-events";

/** The screen of the stage the password-reset machine is in; `botCheck` gates a new code. */
export function PasswordResetView({
  actorRef,
  botCheck,
}: {
  actorRef: PasswordResetActorRef;
  botCheck?: BotCheckPayload | undefined;
}) {
  const stage = useSelector(actorRef, (snapshot) =>
    snapshot.hasTag("confirm") ? "confirm" : snapshot.hasTag("change") ? "change" : "request",
  );
  if (stage === "confirm") return <RequestPasswordConfirmView actorRef={actorRef} />;
  if (stage === "change") return <ChangePasswordView actorRef={actorRef} />;
  return <RequestPasswordView actorRef={actorRef} botCheck={botCheck} />;
}
