/**
 * The API calls route loaders (and the records page's draft deletion) make, carried by the router context (src/app/router-context.ts) so a
 * test or story can hand a router fakes. Each API module loads on the first call (never with the home page).
 */
export const apiClient = {
  loanRecords: async (signal?: AbortSignal) => (await import("./accounts")).getLoanRecords(signal),
  myTickets: async () => (await import("./loan-ticket")).getMyTickets(),
  deleteDraft: async (code: string) => (await import("./loan-ticket")).deleteDraft(code),
};

export type ApiClient = typeof apiClient;
