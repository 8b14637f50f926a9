import { Hono } from "hono";
import {
  biometricConsentEndpoint,
  MY_DATA_CODE,
  myDataEndpoint,
  myDataJsonEndpoint,
  myDataPdfEndpoint,
  myDeletionRequestEndpoint,
  withdrawConsentEndpoint,
} from "../../src/contract/my-data";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, outcome, route } from "../http/route";
import { recordBiometricConsent, withdrawConsent } from "../services/privacy/consents";
import { myDataPdf } from "../services/privacy/export-pdf";
import { myData, requestMyDeletion } from "../services/privacy/my-data";
import { findSubject } from "../services/privacy/subject";
import { requireApplication } from "./loan-ticket-owner";

/**
 * "Dữ liệu của tôi" (src/contract/my-data.ts): what we hold about the signed-in customer, its
 * downloads, consent withdrawal and deletion requests; and the face step's biometric consent.
 */
export function myDataRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const signedInId = (user: { id: number } | null | undefined) => {
    if (!user) throw HttpError.of(401, "unauthorized");
    return user.id;
  };
  const load = async (deps: AppEnv["Variables"]["deps"], userId: number) => {
    const data = await myData(deps, userId);
    if (!data) throw HttpError.of(401, "unauthorized");
    return data;
  };
  const attachment = (name: string) => ({
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "no-store",
  });

  route(app, myDataEndpoint, async ({ c }) => ok(await load(c.get("deps"), signedInId(c.get("user")))));

  route(app, myDataJsonEndpoint, async ({ c }) => {
    const data = await load(c.get("deps"), signedInId(c.get("user")));
    return c.body(JSON.stringify(data, null, 2), 200, {
      "content-type": "application/json; charset=utf-8",
      ...attachment("du-lieu-cua-toi.json"),
    });
  });

  route(app, myDataPdfEndpoint, async ({ c }) => {
    const user = c.get("user");
    const data = await load(c.get("deps"), signedInId(user));
    const bytes = await myDataPdf(data, user?.fullName || user?.username || "");
    return c.body(new Uint8Array(bytes), 200, {
      "content-type": "application/pdf",
      ...attachment("du-lieu-cua-toi.pdf"),
    });
  });

  route(app, withdrawConsentEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    const subject = await findSubject(deps.database.db, signedInId(c.get("user")));
    if (!subject) throw HttpError.of(401, "unauthorized");
    const result = await withdrawConsent(deps, subject, body.consentId);
    if (result.kind === "unknown") throw HttpError.of(404, "not_found");
    const message = t(result.faceImagesDeleted > 0 ? "my_data_withdrawn_faces" : "my_data_withdrawn_done", {
      count: result.faceImagesDeleted,
    });
    return ok({ consent: result.consent, faceImagesDeleted: result.faceImagesDeleted }, message);
  });

  route(app, myDeletionRequestEndpoint, async ({ c }) => {
    const result = await requestMyDeletion(c.get("deps"), signedInId(c.get("user")));
    if (result.kind === "phoneNotVerified")
      return outcome(MY_DATA_CODE.phoneNotVerified, t("my_data_phone_not_verified"));
    return ok(result.request, t("my_data_deletion_filed", { reference: result.request.reference }));
  });

  route(app, biometricConsentEndpoint, async ({ body, c }) => {
    const { owner } = await requireApplication(c, body.ticketCode);
    const result = await recordBiometricConsent(c.get("deps"), {
      owner,
      applicationCode: body.ticketCode,
      version: body.version,
      ip: c.get("ip"),
    });
    if (result.kind === "outdated") return outcome(MY_DATA_CODE.versionOutdated, t("biometric_consent_outdated"));
    return ok({ consentId: result.consentId, agreedAt: result.agreedAt.toISOString(), version: result.version });
  });

  return app;
}
