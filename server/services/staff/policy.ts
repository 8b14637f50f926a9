import type { Endpoint } from "../../../src/contract/endpoint";
import type { StaffRole } from "../../../src/contract/staff";

/**
 * Who may call each back-office endpoint: the one table of the role policy
 * (docs/decisions/021-back-office.md). staffRoute() (server/http/staff-route.ts) refuses to
 * register an endpoint that is not here, and tests/server/staff-role-matrix.test.ts walks every
 * row with every role.
 *
 * - "public": no staff session needed (signing in, enrolling from an invitation, who am I).
 * - a list of roles: a signed-in staff member of one of them, or their API token unless
 *   sessionOnly (what manages sessions and tokens needs a person, not a script).
 */
export interface Access {
  roles: "public" | readonly StaffRole[];
  sessionOnly?: boolean;
}

const EVERYONE: readonly StaffRole[] = ["editor", "operator", "compliance", "admin"];

export const STAFF_POLICY: Readonly<Record<string, Access>> = {
  "GET /quan-tri/session": { roles: "public" },
  "POST /quan-tri/sign-out": { roles: "public" },
  "POST /quan-tri/sign-in/passkey/options": { roles: "public" },
  "POST /quan-tri/sign-in/passkey": { roles: "public" },
  "POST /quan-tri/sign-in/totp": { roles: "public" },
  "POST /quan-tri/enrol/start": { roles: "public" },
  "POST /quan-tri/enrol/passkey": { roles: "public" },
  "POST /quan-tri/enrol/totp": { roles: "public" },
  "POST /quan-tri/enrol/totp/confirm": { roles: "public" },

  "POST /quan-tri/sign-out-everywhere": { roles: EVERYONE, sessionOnly: true },
  "POST /quan-tri/me/totp": { roles: EVERYONE, sessionOnly: true },
  "POST /quan-tri/me/totp/confirm": { roles: EVERYONE, sessionOnly: true },
  "POST /quan-tri/me/passkeys/options": { roles: EVERYONE, sessionOnly: true },
  "POST /quan-tri/me/passkeys": { roles: EVERYONE, sessionOnly: true },
  "GET /quan-tri/tokens": { roles: EVERYONE, sessionOnly: true },
  "POST /quan-tri/tokens": { roles: EVERYONE, sessionOnly: true },
  "POST /quan-tri/tokens/{id}/revoke": { roles: EVERYONE, sessionOnly: true },

  "GET /quan-tri/staff": { roles: ["admin"] },
  "POST /quan-tri/staff/invite": { roles: ["admin"], sessionOnly: true },
  "POST /quan-tri/staff/{id}/disable": { roles: ["admin"], sessionOnly: true },
  "POST /quan-tri/staff/{id}/end-sessions": { roles: ["admin"], sessionOnly: true },

  "GET /quan-tri/audit": { roles: ["compliance", "admin"] },
  "GET /quan-tri/leads": { roles: ["operator", "compliance"] },
  "POST /quan-tri/reveal": { roles: ["operator", "compliance"] },

  // The editor's catalogue (cards): the editor's own work; a script may use an editor's API token.
  "GET /quan-tri/cards": { roles: ["editor"] },
  "GET /quan-tri/cards/{id}": { roles: ["editor"] },
  "POST /quan-tri/cards": { roles: ["editor"] },
  "PUT /quan-tri/cards/{id}": { roles: ["editor"] },
  "POST /quan-tri/cards/{id}/deactivate": { roles: ["editor"] },
  "POST /quan-tri/cards/{id}/image": { roles: ["editor"] },
  // The editor's loan products and their fees (issue 31).
  "GET /quan-tri/loan-products": { roles: ["editor"] },
  "GET /quan-tri/loan-products/{id}": { roles: ["editor"] },
  "PUT /quan-tri/loan-products/{id}": { roles: ["editor"] },
  // The editor's news (issue 31).
  "GET /quan-tri/news": { roles: ["editor"] },
  "GET /quan-tri/news/{id}": { roles: ["editor"] },
  "POST /quan-tri/news": { roles: ["editor"] },
  "POST /quan-tri/news/{id}": { roles: ["editor"] },
  "POST /quan-tri/news/{id}/publish": { roles: ["editor"] },
  "POST /quan-tri/news/{id}/unpublish": { roles: ["editor"] },
  // The legal texts as versions (issue 31): the editor's; compliance may read which text said what.
  "GET /quan-tri/legal": { roles: ["editor", "compliance"] },
  "GET /quan-tri/legal/{refId}/versions/{version}": { roles: ["editor", "compliance"] },
  "POST /quan-tri/legal/{refId}/versions": { roles: ["editor"] },
  "POST /quan-tri/legal/{refId}/versions/{version}/withdraw": { roles: ["editor"] },
  // The editor's FAQ of the home page and the partners' public facts (issue 31).
  "GET /quan-tri/faq": { roles: ["editor"] },
  "POST /quan-tri/faq": { roles: ["editor"] },
  "POST /quan-tri/faq/{id}": { roles: ["editor"] },
  "POST /quan-tri/faq/{id}/move": { roles: ["editor"] },
  "POST /quan-tri/faq/{id}/active": { roles: ["editor"] },
  "GET /quan-tri/partners": { roles: ["editor"] },
  "POST /quan-tri/partners/{id}": { roles: ["editor"] },
  "POST /quan-tri/partners/{id}/logo": { roles: ["editor"] },
  // The operator's work (issue 31). Manual review is a person's decision on a person's images: in a session only.
  "GET /quan-tri/review": { roles: ["operator"], sessionOnly: true },
  "GET /quan-tri/review/{id}": { roles: ["operator"], sessionOnly: true },
  "GET /quan-tri/review/{id}/image": { roles: ["operator"], sessionOnly: true },
  "POST /quan-tri/review/{id}/decision": { roles: ["operator"], sessionOnly: true },
  "GET /quan-tri/records": { roles: ["operator", "compliance"] },
  "GET /quan-tri/records/{id}/timeline": { roles: ["operator", "compliance"] },
  "GET /quan-tri/deliveries": { roles: ["operator"] },
  "POST /quan-tri/deliveries/{id}/retry": { roles: ["operator"] },
  // Compliance (bo-compliance): the deletion queue, its completion, a subject's export, consents.
  "GET /quan-tri/deletion-requests": { roles: ["compliance"] },
  "POST /quan-tri/deletion-requests/{reference}/complete": { roles: ["compliance"] },
  "POST /quan-tri/subject-export": { roles: ["compliance"], sessionOnly: true },
  "GET /quan-tri/consents": { roles: ["compliance"] },
  // The dashboard (bo-compliance): everyone.
  "GET /quan-tri/dashboard": { roles: EVERYONE },

  // Admin (bo-compliance): one person's role, passkeys and sessions.
  "GET /quan-tri/staff/{id}/credentials": { roles: ["admin"] },
  "POST /quan-tri/staff/{id}/role": { roles: ["admin"], sessionOnly: true },
  "POST /quan-tri/staff/{id}/passkeys/{credentialId}/remove": { roles: ["admin"], sessionOnly: true },
  "POST /quan-tri/staff/{id}/sessions/{sessionId}/end": { roles: ["admin"], sessionOnly: true },
  // The operators' endpoints that ADMIN_TOKEN used to open (issue 31), for scripts with a staff API
  // token: the funnel report, the dead letters, the OTP outbox (also open to this machine outside
  // production, server/routes/dev.ts), and carrying out a data-deletion request (compliance).
  "GET /admin/reports/funnel": { roles: ["operator"] },
  "GET /admin/partners/dead": { roles: ["operator"] },
  "POST /admin/partners/dead/{id}/retry": { roles: ["operator"] },
  "GET /dev/outbox": { roles: ["operator"] },
  "POST /admin/privacy/erase": { roles: ["compliance"] },
};

export function policyKey(endpoint: Pick<Endpoint, "method" | "path">): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The access of an endpoint; throws for one the table does not name (registration fails at start). */
export function accessOf(endpoint: Pick<Endpoint, "method" | "path">): Access {
  const access = STAFF_POLICY[policyKey(endpoint)];
  if (!access) throw new Error(`back-office endpoint without a role policy: ${policyKey(endpoint)}`);
  return access;
}
