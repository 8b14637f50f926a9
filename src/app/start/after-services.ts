import { betweenModuleGroups } from "./yield-to-browser";

/**
 * Imported by router.tsx once the session and the lead funnel's machines have run, before the routes
 * and their screens.
 */
await betweenModuleGroups();
