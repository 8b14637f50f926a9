import type { SiteCompany } from "../../../src/contract/site";
import type { Config } from "../../config";

/** Who runs the site, and whether this server is the production one (anywhere else: a banner). */
export function siteCompany(config: Pick<Config, "company" | "nodeEnv">): SiteCompany {
  return { ...config.company, production: config.nodeEnv === "production" };
}
