import * as v from "valibot";
import { endpoint } from "./endpoint";
import { staffRoleSchema } from "./staff";

/**
 * The admin's work on one person (issue 31): change their role (their sessions end), their passkeys
 * (remove one) and their sessions (end one). Every change is in the audit log.
 */

export const staffPasskeyRowSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});

export const staffSessionRowSchema = v.object({
  /** The first 16 hex digits of the session's stored hash: enough to name it, useless as a cookie. */
  id: v.string(),
  method: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  expiresAt: v.string(),
});

export const staffPersonEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/staff/{id}/credentials",
  data: v.object({
    id: v.number(),
    email: v.string(),
    fullName: v.string(),
    role: staffRoleSchema,
    status: v.string(),
    passkeys: v.array(staffPasskeyRowSchema),
    sessions: v.array(staffSessionRowSchema),
  }),
});

/** A new role for a person: their sessions end, so the next sign-in carries it. Not one's own. */
export const staffRoleChangeEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/staff/{id}/role",
  body: v.object({ role: staffRoleSchema }),
  data: v.object({ sessionsEnded: v.number() }),
});

export const staffPasskeyRemoveEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/staff/{id}/passkeys/{credentialId}/remove",
  data: v.null(),
});

export const staffSessionEndEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/staff/{id}/sessions/{sessionId}/end",
  data: v.null(),
});
