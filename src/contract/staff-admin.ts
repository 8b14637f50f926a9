import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import { staffEmailSchema, staffNameSchema, staffRoleSchema } from "./staff";

/** The admin's staff screen and everyone's API tokens (docs/decisions/021-back-office.md). */

export const staffRowSchema = v.object({
  id: v.number(),
  email: v.string(),
  fullName: v.string(),
  role: staffRoleSchema,
  status: v.picklist(["invited", "active", "disabled"]),
  passkeys: v.number(),
  hasTotp: v.boolean(),
  sessions: v.number(),
  createdAt: v.string(),
});
export type StaffRow = v.InferOutput<typeof staffRowSchema>;

export const staffListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/staff",
  data: v.object({ rows: v.array(staffRowSchema) }),
});

/** Invites a person: their account (status invited) and a one-time enrolment link, shown once. */
export const staffInviteEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/staff/invite",
  body: v.object({ email: staffEmailSchema, fullName: staffNameSchema, role: staffRoleSchema }),
  data: v.object({ id: v.number(), link: v.string(), expiresAt: v.string() }),
});

const staffIdParams = "/quan-tri/staff/{id}";

/** Disables an account: its sessions end and its API tokens are revoked. */
export const staffDisableEndpoint = endpoint({
  method: "POST",
  path: `${staffIdParams}/disable`,
  data: v.null(),
});

/** Ends every session of a staff member. */
export const staffEndSessionsEndpoint = endpoint({
  method: "POST",
  path: `${staffIdParams}/end-sessions`,
  data: v.object({ ended: v.number() }),
});

export const apiTokenRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});

export const apiTokenListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/tokens",
  data: v.object({ rows: v.array(apiTokenRowSchema) }),
});

/** A new API token for scripts: the token is in this answer only. */
export const apiTokenCreateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/tokens",
  body: v.object({
    name: v.pipe(
      v.string(t("staff_token_name_invalid")),
      v.trim(),
      v.minLength(2, t("staff_token_name_invalid")),
      v.maxLength(60, t("staff_token_name_invalid")),
    ),
  }),
  data: v.object({ id: v.number(), token: v.string() }),
});

export const apiTokenRevokeEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/tokens/{id}/revoke",
  data: v.null(),
});
