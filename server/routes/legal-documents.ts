import { Hono } from "hono";
import {
  legalListEndpoint,
  legalVersionCreateEndpoint,
  legalVersionGetEndpoint,
  legalVersionWithdrawEndpoint,
} from "../../src/contract/legal-documents";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import {
  createLegalVersion,
  type LegalChange,
  legalVersion,
  listLegalDocuments,
  withdrawLegalVersion,
} from "../services/content/legal-editor";

function numberOf(value: string | undefined): number {
  if (!/^[1-9]\d{0,8}$/.test(value ?? "")) throw HttpError.of(404, "bo_legal_not_found");
  return Number(value);
}

function answer(result: LegalChange) {
  if (result.kind === "not-found") throw HttpError.of(404, "bo_legal_not_found");
  if (result.kind === "past") throw HttpError.of(400, "bo_legal_date_past", { today: result.today });
  if (result.kind === "before-latest") {
    throw HttpError.of(400, "bo_legal_date_before_latest", { date: result.date, version: result.version });
  }
  if (result.kind === "locked") throw HttpError.of(409, "bo_legal_locked");
  return { version: result.version, state: result.state };
}

/** The editor's legal texts as versions (issue 31); compliance may read them. */
export function legalDocumentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, legalListEndpoint, async ({ c }) => {
    const deps = c.get("deps");
    return ok(await listLegalDocuments(deps.database.db, deps.clock.now()));
  });
  staffRoute(app, legalVersionGetEndpoint, async ({ c, params }) => {
    const deps = c.get("deps");
    const found = await legalVersion(
      deps.database.db,
      numberOf(params.refId),
      numberOf(params.version),
      deps.clock.now(),
    );
    if (!found) throw HttpError.of(404, "bo_legal_not_found");
    return ok(found);
  });
  staffRoute(app, legalVersionCreateEndpoint, async ({ c, actor, body, params }) =>
    ok(answer(await createLegalVersion(c.get("deps"), required(actor), numberOf(params.refId), body))),
  );
  staffRoute(app, legalVersionWithdrawEndpoint, async ({ c, actor, params }) => {
    answer(
      await withdrawLegalVersion(c.get("deps"), required(actor), numberOf(params.refId), numberOf(params.version)),
    );
    return ok(null);
  });
  return app;
}
