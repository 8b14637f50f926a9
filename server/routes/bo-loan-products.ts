import { Hono } from "hono";
import { boLoanGetEndpoint, boLoanListEndpoint, boLoanUpdateEndpoint } from "../../src/contract/bo-loan-products";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { listLoanProducts, loanProductOf, saveLoanProduct } from "../services/loan-ticket/product-editor";

/** The editor's loan products and their fees (issue 31): the list, one product, its save. */
function productIdOf(params: Record<string, string>): number {
  if (!/^[1-9]\d{0,8}$/.test(params.id ?? "")) throw HttpError.of(404, "bo_loan_not_found");
  return Number(params.id);
}

export function boLoanProductRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, boLoanListEndpoint, async ({ c, query }) => {
    const { rows, total } = await listLoanProducts(c.get("deps").database.db, query);
    return ok({ rows, total, page: query.page, pageSize: query.pageSize });
  });

  staffRoute(app, boLoanGetEndpoint, async ({ c, params }) => {
    const found = await loanProductOf(c.get("deps").database.db, productIdOf(params));
    if (!found) throw HttpError.of(404, "bo_loan_not_found");
    return ok(found);
  });

  staffRoute(app, boLoanUpdateEndpoint, async ({ c, actor, params, body }) => {
    const result = await saveLoanProduct(c.get("deps"), required(actor), productIdOf(params), body);
    if (result.kind === "not-found") throw HttpError.of(404, "bo_loan_not_found");
    return ok({ updatedAt: result.updatedAt, policyVersion: result.policyVersion });
  });

  return app;
}
