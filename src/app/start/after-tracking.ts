import { betweenModuleGroups } from "./yield-to-browser";

/**
 * Imported by app.tsx once visit tracking has run, with xstate, the API client (ky), valibot and the
 * contracts.
 */
await betweenModuleGroups();
