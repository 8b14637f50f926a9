import type { ApiClient } from "../api/api-client";
import type { FunnelSession } from "../features/lead-funnel/funnel-session";
import type { Session } from "../state/session";

/**
 * What every route's beforeLoad and loader (and any view, through useRouteContext) receive: the API
 * client, who is signed in now, and the page's lead funnel (shared by the home page and /vay-tien-online).
 */
export interface RouterContext {
  api: ApiClient;
  session: () => Session | null;
  funnel: FunnelSession;
}
