import { healthEndpoint } from "../contract/health";
import { call } from "./client";

export const getHealth = () => call(healthEndpoint);
