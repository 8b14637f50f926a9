import { betweenModuleGroups } from "./yield-to-browser";

/** Imported by app.tsx once the router's and jotai's libraries have run. */
await betweenModuleGroups();
