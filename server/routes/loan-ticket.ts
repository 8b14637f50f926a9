import { Hono } from "hono";
import {
  bankBranchesEndpoint,
  banksEndpoint,
  checkStepEndpoint,
  checkUpdateProductEndpoint,
  deleteDraftEndpoint,
  districtsEndpoint,
  getDraftEndpoint,
  LOAN_TICKET_CODE,
  myTicketsEndpoint,
  partnerProductsEndpoint,
  productEndpoint,
  productTermEndpoint,
  provincesEndpoint,
  saveDraftEndpoint,
  wardsEndpoint,
} from "../../src/contract/loan-ticket";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, outcome, route } from "../http/route";
import {
  type ApplicationRow,
  createDraft,
  deleteApplications,
  listOwned,
  toDraft,
  updateDraft,
} from "../services/loan-ticket/applications";
import { lenderLegalName } from "../services/loan-ticket/contract-key-facts";
import { findOpenDraft } from "../services/loan-ticket/owner";
import { checkStep, findProduct, productIdFrom, productsOfPartner, toProduct } from "../services/loan-ticket/products";
import { listBanks, listBranches, listDistricts, listProvinces, listWards } from "../services/loan-ticket/reference";
import { ekycRoutes } from "./ekyc";
import { ticketFlowRoutes } from "./loan-ticket-flow";
import { requireApplication, requireOwner } from "./loan-ticket-owner";

/** The loan-ticket endpoints of SPEC.md section 7 (contract in src/contract/loan-ticket.ts and ekyc.ts). */
export function loanTicketRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = (c: { get(key: "deps"): AppEnv["Variables"]["deps"] }) => c.get("deps").database.db;

  const product = async (c: Parameters<typeof db>[0], id: string | undefined) => {
    const productId = productIdFrom(id);
    const row = productId === null ? null : await findProduct(db(c), productId);
    if (!row) throw HttpError.of(404, "product_not_found");
    return row;
  };

  route(app, productEndpoint, async ({ params, c }) => {
    const row = await product(c, params.id);
    return ok({ ...toProduct(row), partnerLegalName: await lenderLegalName(db(c), row.partner_name) });
  });
  route(app, checkStepEndpoint, async ({ params, c }) => ok(checkStep(await product(c, params.id))));
  route(app, productTermEndpoint, async ({ params, c }) => {
    const row = await product(c, params.id);
    return ok({
      productId: row.id,
      title: row.term_title,
      paragraphs: row.term_paragraphs,
      policyVersion: row.policy_version,
    });
  });
  route(app, partnerProductsEndpoint, async ({ params, c }) => ok(await productsOfPartner(db(c), params.name ?? "")));

  route(app, banksEndpoint, async ({ c }) => ok(await listBanks(db(c))));
  route(app, bankBranchesEndpoint, async ({ params, c }) => {
    const bankId = productIdFrom(params.id);
    return ok(bankId === null ? [] : await listBranches(db(c), bankId));
  });
  route(app, provincesEndpoint, async ({ c }) => ok(await listProvinces(db(c))));
  route(app, districtsEndpoint, async () => ok(await listDistricts()));
  route(app, wardsEndpoint, async ({ body, c }) => ok(await listWards(db(c), body.provinceCode)));

  route(app, saveDraftEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    let row: ApplicationRow | null;
    let resumed = false;
    if (body.code === undefined) {
      const owner = await requireOwner(c);
      const productRow = await product(c, String(body.productId));
      // Opening the wizard (a new draft at its first step with no answer yet) when the owner already has
      // an open draft of this product resumes that one rather than adding another (issue 19).
      const opening = body.step === "identity" && Object.keys(body.data).length === 0;
      const open = opening ? await findOpenDraft(db(c), owner, productRow) : null;
      resumed = open !== null;
      row = open ?? (await createDraft(deps, owner, productRow, body));
    } else {
      const { app: existing } = await requireApplication(c, body.code);
      if (existing.status !== "draft") return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_not_draft"));
      row = await updateDraft(deps, existing.code, body);
      if (!row) return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_not_draft"));
    }
    return ok({
      code: row.code,
      step: row.step,
      policyVersion: row.policy_version,
      savedAt: new Date(row.updated_at).toISOString(),
      ...(resumed ? { resumed } : {}),
    });
  });

  route(app, getDraftEndpoint, async ({ params, c }) => {
    const { app: row } = await requireApplication(c, params.code);
    return ok(toDraft(row, await findProduct(db(c), row.product_id)));
  });

  route(app, deleteDraftEndpoint, async ({ params, c }) => {
    const { app: row } = await requireApplication(c, params.code);
    if (row.status === "submitted") return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_wrong_status"));
    await deleteApplications(c.get("deps"), [row.code]);
    return ok(null, t("ticket_draft_deleted"));
  });

  route(app, checkUpdateProductEndpoint, async ({ params, c }) => {
    const { app: row } = await requireApplication(c, params.id);
    const current = await findProduct(db(c), row.product_id);
    if (current && current.policy_version === row.policy_version) {
      return ok({ changed: false, policyVersion: current.policy_version });
    }
    if (row.status !== "submitted") await deleteApplications(c.get("deps"), [row.code]);
    return outcome(LOAN_TICKET_CODE.productChanged, t("product_policy_updated"));
  });

  route(app, myTicketsEndpoint, async ({ c }) => ok(await listOwned(db(c), await requireOwner(c))));

  app.route("/", ticketFlowRoutes());
  app.route("/", ekycRoutes());
  return app;
}
