import { mountFlows } from "./viewer/mount-flows";

/** The static flow viewer (npm run flows): opened from disk, no server, no live tabs. */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from flows-static/index.html");
mountFlows(root, { live: false });
