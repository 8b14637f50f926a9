import {
  BIOMETRIC_CONSENT_VERSION,
  biometricConsentEndpoint,
  myDataEndpoint,
  myDeletionRequestEndpoint,
  withdrawConsentEndpoint,
} from "../contract/my-data";
import { call } from "./client";
import { ticketHeaders } from "./ticket-headers";

/** "Dữ liệu của tôi" and the face step's biometric consent (src/contract/my-data.ts). */

/** Read-only, so safe to retry on a network failure. */
export const getMyData = (signal?: AbortSignal) => call(myDataEndpoint, { retries: 2, ...(signal ? { signal } : {}) });

export const withdrawConsent = (consentId: string) => call(withdrawConsentEndpoint, { body: { consentId } });

export const requestMyDeletion = () => call(myDeletionRequestEndpoint, {});

/** Where the browser downloads the exports (the session cookie goes with a plain link). */
export const MY_DATA_DOWNLOADS = { json: "/api/me/data/export.json", pdf: "/api/me/data/export.pdf" } as const;

/** The biometric consent for the application, with the version of the text the face step shows. */
export const recordBiometricConsent = (ticketCode: string) => {
  const headers = ticketHeaders();
  return call(biometricConsentEndpoint, {
    body: { ticketCode, version: BIOMETRIC_CONSENT_VERSION },
    ...(headers ? { headers } : {}),
  });
};
