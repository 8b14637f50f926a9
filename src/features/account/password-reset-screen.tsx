import type { PasswordResetInput } from "../../../machines/password-reset/types";
import { useBotCheckPayload } from "../../ui/use-bot-check-payload";
import { PasswordResetView } from "./password-reset-view";
import { usePasswordReset } from "./use-password-reset";

/**
 * A password-reset stage on its route: the machine started with `input`, and its view. A new code
 * goes with the payload of the bot check shown on the phone screen.
 */
export function PasswordResetScreen({ input }: { input: PasswordResetInput }) {
  const botCheck = useBotCheckPayload();
  const actorRef = usePasswordReset(input, botCheck.take);
  return <PasswordResetView actorRef={actorRef} botCheck={botCheck} />;
}
