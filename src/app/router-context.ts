import type { ApiClient } from "../api/api-client";
import type { Session } from "../state/session";

/** What every route's beforeLoad and loader receive: the API client and who is signed in now. */
export interface RouterContext {
  api: ApiClient;
  session: () => Session | null;
}
