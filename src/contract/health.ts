import * as v from "valibot";
import { endpoint } from "./endpoint";

export const healthEndpoint = endpoint({
  method: "GET",
  path: "/health",
  data: v.object({ db: v.literal("ok") }),
});
