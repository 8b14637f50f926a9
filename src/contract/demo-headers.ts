import * as v from "valibot";
import { endpoint } from "./endpoint";

/**
 * Development: the request headers the server saw (SPEC §7 "a demo headers endpoint"). Apart from
 * partners.ts: every funnel start makes this call, and the partner calls (with their messages) belong
 * to lazy screens (issue 16).
 */
export const demoHeadersEndpoint = endpoint({
  method: "GET",
  path: "/demo/headers",
  data: v.object({ headers: v.record(v.string(), v.string()) }),
});
