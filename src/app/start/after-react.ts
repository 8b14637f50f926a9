import { betweenModuleGroups } from "./yield-to-browser";

/**
 * Imported by main.tsx once React and react-dom have run (the longest group: the browser compiles
 * react-dom as it runs it).
 */
await betweenModuleGroups();
