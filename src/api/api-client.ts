import { getLoanRecords } from "./accounts";

/**
 * The API calls route loaders (and the records page's draft deletion) make, carried by the router context (src/app/router-context.ts) so a
 * test or story can hand a router fakes. The loan-ticket API loads only with the screens that need it.
 */
export const apiClient = {
  loanRecords: (signal?: AbortSignal) => getLoanRecords(signal),
  myTickets: async () => (await import("./loan-ticket")).getMyTickets(),
  deleteDraft: async (code: string) => (await import("./loan-ticket")).deleteDraft(code),
};

export type ApiClient = typeof apiClient;
