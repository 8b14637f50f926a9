import { getLoanRecords } from "./accounts";

/**
 * The API calls route loaders make, carried by the router context (src/app/router-context.ts) so a
 * test or story can hand a router fakes. The loan-ticket API loads only with the screens that need it.
 */
export const apiClient = {
  loanRecords: (signal?: AbortSignal) => getLoanRecords(signal),
  myTickets: async () => (await import("./loan-ticket")).getMyTickets(),
};

export type ApiClient = typeof apiClient;
