/**
 * Scripts that ask the running server do so as a staff member: STAFF_API_TOKEN holds a per-staff
 * API token (`stf_…`, made by that person in the back-office, POST /api/quan-tri/tokens; revocable),
 * sent as `Authorization: Bearer`. The token acts with its owner's role (docs/decisions/021-back-office.md).
 */

/** STAFF_API_TOKEN, or null when unset. */
export function staffApiToken(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.STAFF_API_TOKEN?.trim();
  return raw ? raw : null;
}

/** Whether a server answers on this machine's port (PGlite data is then its alone). */
export async function serverIsRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

export interface ServerAnswer<T> {
  code: number;
  data: T | null;
  message?: string;
}

/** One call of the local server's API with the staff token (`path` under /api). */
export async function askServer<T>(
  port: number,
  token: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<ServerAnswer<T>> {
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as ServerAnswer<T>;
}
