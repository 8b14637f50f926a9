import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/**
 * The back-office's sign-in and enrolment (docs/decisions/021-back-office.md). Paths under
 * /quan-tri (the API's /api/quan-tri); the staff session is the HttpOnly cookie __Host-staff.
 */

export const STAFF_ROLES = ["editor", "operator", "compliance", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleSchema = v.picklist(STAFF_ROLES, t("staff_role_invalid"));
export const staffEmailSchema = v.pipe(
  v.string(t("staff_email_invalid")),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(120, t("staff_email_invalid")),
  v.email(t("staff_email_invalid")),
);
export const staffNameSchema = v.pipe(
  v.string(t("staff_name_invalid")),
  v.trim(),
  v.minLength(2, t("staff_name_invalid")),
  v.maxLength(80, t("staff_name_invalid")),
);
export const totpCodeSchema = v.pipe(
  v.string(t("staff_totp_invalid")),
  v.trim(),
  v.regex(/^\d{6}$/, t("staff_totp_invalid")),
);
/** A one-time token (invitation): 32 random bytes in base64url. */
export const oneTimeTokenSchema = v.pipe(
  v.string(t("staff_token_invalid")),
  v.regex(/^[A-Za-z0-9_-]{43}$/, t("staff_token_invalid")),
);
const challengeIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/, t("staff_challenge_invalid")));

const b64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*={0,2}$/));

/** What navigator.credentials.create() answered, as @simplewebauthn/browser serialises it. */
export const registrationResponseSchema = v.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: v.literal("public-key"),
  response: v.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(32_000),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(20)))),
  }),
  authenticatorAttachment: v.optional(v.picklist(["platform", "cross-platform"])),
  // We ask for no extension: whatever the browser reports is dropped.
  clientExtensionResults: v.object({}),
});

/** What navigator.credentials.get() answered. */
export const authenticationResponseSchema = v.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: v.literal("public-key"),
  response: v.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    // ML-DSA-44 (offered by @simplewebauthn 14 where the runtime has it) signs in 2,420 bytes.
    signature: b64url(8000),
    userHandle: v.optional(b64url(200)),
  }),
  authenticatorAttachment: v.optional(v.picklist(["platform", "cross-platform"])),
  // We ask for no extension: whatever the browser reports is dropped.
  clientExtensionResults: v.object({}),
});

/** The options the browser hands to the authenticator (@simplewebauthn's *OptionsJSON). */
const webauthnOptions = v.looseObject({ challenge: v.string() });

export const staffMeSchema = v.object({
  id: v.number(),
  email: v.string(),
  fullName: v.string(),
  role: staffRoleSchema,
  hasTotp: v.boolean(),
  passkeys: v.number(),
});
export type StaffMe = v.InferOutput<typeof staffMeSchema>;

/** Who is signed in to the back-office: the staff member, or null. */
export const staffSessionEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/session",
  data: v.nullable(staffMeSchema),
});

export const staffSignOutEndpoint = endpoint({ method: "POST", path: "/quan-tri/sign-out", data: v.null() });

export const staffSignOutEverywhereEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/sign-out-everywhere",
  data: v.object({ ended: v.number() }),
});

/** Step 1 of a passkey sign-in: a challenge for any passkey of ours (discoverable credentials). */
export const passkeySignInOptionsEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/sign-in/passkey/options",
  data: v.object({ challengeId: v.string(), options: webauthnOptions }),
});

export const passkeySignInEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/sign-in/passkey",
  body: v.object({ challengeId: challengeIdSchema, response: authenticationResponseSchema }),
  data: staffMeSchema,
});

/** The fallback: email and the current code of the authenticator app. */
export const totpSignInEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/sign-in/totp",
  body: v.object({ email: staffEmailSchema, code: totpCodeSchema }),
  data: staffMeSchema,
});

const invitationSchema = v.object({ email: v.string(), fullName: v.string(), role: staffRoleSchema });

/** The enrolment page opened from an invitation link: who is invited, and a passkey challenge. */
export const enrolmentStartEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/enrol/start",
  body: v.object({ token: oneTimeTokenSchema }),
  data: v.object({ invitation: invitationSchema, challengeId: v.string(), options: webauthnOptions }),
});

/** Enrols the passkey, consumes the invitation and signs in. */
export const enrolmentPasskeyEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/enrol/passkey",
  body: v.object({ token: oneTimeTokenSchema, challengeId: challengeIdSchema, response: registrationResponseSchema }),
  data: staffMeSchema,
});

/** The fallback enrolment: a TOTP secret for the authenticator app (the invitation stays open). */
export const enrolmentTotpStartEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/enrol/totp",
  body: v.object({ token: oneTimeTokenSchema }),
  data: v.object({ secret: v.string(), uri: v.string() }),
});

/** The app's first code confirms the secret, consumes the invitation and signs in. */
export const enrolmentTotpConfirmEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/enrol/totp/confirm",
  body: v.object({ token: oneTimeTokenSchema, code: totpCodeSchema }),
  data: staffMeSchema,
});

/** A signed-in staff member adds the TOTP fallback (or replaces it): the secret ... */
export const myTotpStartEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/me/totp",
  data: v.object({ secret: v.string(), uri: v.string() }),
});

/** ... confirmed by a first code. */
export const myTotpConfirmEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/me/totp/confirm",
  body: v.object({ code: totpCodeSchema }),
  data: v.null(),
});

/** A signed-in staff member adds another passkey: options ... */
export const myPasskeyOptionsEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/me/passkeys/options",
  data: v.object({ challengeId: v.string(), options: webauthnOptions }),
});

/** ... and the authenticator's answer. */
export const myPasskeyAddEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/me/passkeys",
  body: v.object({ challengeId: challengeIdSchema, response: registrationResponseSchema }),
  data: v.null(),
});
