import { Hono } from "hono";
import { companyEndpoint, loanOffersEndpoint, sitePartnersEndpoint } from "../../src/contract/site";
import type { AppEnv } from "../http/app-env";
import { ok, route } from "../http/route";
import { siteCompany } from "../services/site/company";
import { listLoanOffers } from "../services/site/loan-offers";
import { listSitePartners } from "../services/site/partners";

/** Public facts about the site: the company (from configuration), the partners and the loan offers. */
export function siteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, companyEndpoint, ({ c }) => ok(siteCompany(c.get("deps").config)));
  route(app, sitePartnersEndpoint, async ({ c }) => {
    const deps = c.get("deps");
    return ok(await listSitePartners(deps.database.db, deps.clock.now()));
  });
  route(app, loanOffersEndpoint, async ({ c }) => ok(await listLoanOffers(c.get("deps").database.db)));
  return app;
}
