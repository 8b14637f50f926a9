import { nodeVersionRefusal } from "./node-version";

/**
 * Imported first by server/main.ts, so it runs before any other module of the server is loaded:
 * an unsupported Node stops here with one line instead of starting broken.
 */
const refusal = nodeVersionRefusal(process.version);
if (refusal !== null) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
