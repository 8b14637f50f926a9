import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { StaffMe } from "../../contract/staff";
import { enrolmentPasskeyEndpoint, passkeySignInEndpoint, passkeySignInOptionsEndpoint } from "../../contract/staff";
import { t } from "../../i18n/t";
import { StaffCallError, staffCall } from "./staff-client";

/** The browser side of passkeys (@simplewebauthn/browser 14): a cancelled prompt becomes our message. */
async function ask<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch {
    throw new StaffCallError(t("staff_passkey_refused"), 0);
  }
}

export async function signInWithPasskey(): Promise<StaffMe> {
  const { challengeId, options } = await staffCall(passkeySignInOptionsEndpoint);
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await ask(() => startAuthentication({ optionsJSON }));
  return staffCall(passkeySignInEndpoint, { body: { challengeId, response } });
}

export async function enrolPasskey(
  token: string,
  challengeId: string,
  options: { challenge: string },
): Promise<StaffMe> {
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await ask(() => startRegistration({ optionsJSON }));
  return staffCall(enrolmentPasskeyEndpoint, { body: { token, challengeId, response } });
}
