/**
 * Whether an error means the database cannot be reached right now (connection refused, closed by
 * the server, server shutting down or starting), as opposed to a fault in a query. Such calls
 * answer 503 and work again once the database is back; no restart is needed.
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4]|53300)/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|ECONNREFUSED|ECONNRESET|Client has encountered a connection error|not queryable|not currently accepting connections|the database system is (starting up|shutting down)/i;
const UNAVAILABLE_CODE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_CODE.has(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
