import { demoHeadersEndpoint } from "../contract/demo-headers";
import { call } from "./client";

/** SPEC §7's demo headers call (decision 013), made once when a funnel session starts. */
export const getDemoHeaders = () => call(demoHeadersEndpoint);
