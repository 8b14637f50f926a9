import type { PasswordResetInput } from "../../../machines/password-reset/types";
import { PasswordResetView } from "./password-reset-view";
import { usePasswordReset } from "./use-password-reset";

/** A password-reset stage on its route: the machine started with `input`, and its view. */
export function PasswordResetScreen({ input }: { input: PasswordResetInput }) {
  const actorRef = usePasswordReset(input);
  return <PasswordResetView actorRef={actorRef} />;
}
