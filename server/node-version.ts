/**
 * The Node.js this server needs (package.json "engines": ">=24"). Below it the server does not
 * run correctly: the image worker threads load .ts files, which older Node cannot, so every
 * identity check would fail while the health check still said 200. Pure: tested on version strings.
 */
export const MIN_NODE_MAJOR = 24;

/** The one line that refuses a version (as process.version gives it, "v20.19.5"), or null when it is supported. */
export function nodeVersionRefusal(version: string, minMajor = MIN_NODE_MAJOR): string | null {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(version.trim());
  if (match && Number(match[1]) >= minMajor) return null;
  return `Unsupported Node.js ${version}: this server needs Node.js ${minMajor} or newer (package.json engines)`;
}
