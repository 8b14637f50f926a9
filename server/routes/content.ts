import { Hono } from "hono";
import {
  deletionConfirmEndpoint,
  deletionEraseEndpoint,
  deletionOtpEndpoint,
  deletionResendOtpEndpoint,
  termByIdEndpoint,
  termsServiceEndpoint,
} from "../../src/contract/content";
import { OTP_CODE } from "../../src/contract/otp";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { business, otpRefusal } from "../http/otp-answers";
import { ok, type RouteInput, route } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { eraseForStaff } from "../services/compliance/erase-for-staff";
import { withCompanyFacts } from "../services/content/company-facts";
import { fileDeletionRequest, sendDeletionCode } from "../services/content/deletion-requests";
import { type DocumentKind, documentDates, findDocument } from "../services/content/documents";
import { publishedNews } from "../services/content/news";
import { renderSitemap } from "../services/content/sitemap";
import { resendOtp } from "../services/otp/request";
import { verifyOtp } from "../services/otp/verify";
import { SmsDeliveryError } from "../services/sms/sms-sender";

async function delivered<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof SmsDeliveryError) throw HttpError.of(503, "sms_send_failed");
    throw error;
  }
}

/** The content endpoints: partners' terms, our own documents and the data-deletion requests. */
export function contentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const serve =
    (kind: DocumentKind) =>
    async ({ query, c }: RouteInput<typeof termByIdEndpoint>) => {
      const deps = c.get("deps");
      const document = await findDocument(deps.database, kind, query.id, deps.clock.now());
      if (!document) throw HttpError.of(404, "not_found");
      return ok(withCompanyFacts(document, deps.config.company));
    };
  route(app, termByIdEndpoint, serve("partner"));
  route(app, termsServiceEndpoint, serve("site"));

  // Data deletion: a code to the phone (purpose 'deletion'), then the right code files the request.
  // A phone with no data gets a code and a reference all the same: the answers reveal nothing.
  route(app, deletionOtpEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    const sent = await delivered(() =>
      sendDeletionCode(deps, { phone: body.phone, captchaResponse: body.captchaResponse, ip: c.get("ip") }),
    );
    if (sent.kind === "captchaInvalid") throw HttpError.of(400, "captcha_invalid");
    if (sent.kind !== "sent") return otpRefusal(c, sent.kind);
    return ok({ transactionId: sent.transactionId, numberOfRemainOtp: sent.resendsLeft });
  });

  route(app, deletionResendOtpEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    const sent = await delivered(() =>
      resendOtp(deps, { transactionId: body.transactionId, purpose: "deletion", ip: c.get("ip") }),
    );
    if (sent.kind !== "sent") return otpRefusal(c, sent.kind);
    return ok({ transactionId: sent.transactionId, numberOfRemainOtp: sent.resendsLeft });
  });

  route(app, deletionConfirmEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    const result = await verifyOtp(deps, { ...body, purpose: "deletion", ip: c.get("ip") });
    if (result.kind === "wrong")
      return business(c, OTP_CODE.wrong, "otp_invalid", { attemptsLeft: result.attemptsLeft });
    if (result.kind !== "ok") return otpRefusal(c, result.kind);
    return ok({ reference: await fileDeletionRequest(deps, result.phone) });
  });

  // Carrying out a request: a compliance staff member (session or API token), audited.
  staffRoute(app, deletionEraseEndpoint, async ({ body, c, actor }) => {
    const deps = c.get("deps");
    const outcome = await eraseForStaff(deps, required(actor), body.reference);
    if (outcome.kind === "unknown") throw HttpError.of(404, "privacy_erase_unknown", { reference: body.reference });
    deps.log.info("data deletion carried out", { reference: body.reference, status: outcome.kind });
    return ok({
      reference: body.reference,
      status: outcome.kind,
      completedAt: outcome.completedAt.toISOString(),
      erased: { ...outcome.erased },
    });
  });

  return app;
}

/**
 * GET /sitemap.xml. It lives outside /api, so the app mounts it next to the API and before the
 * static site's history fallback: `app.route("/", sitemapRoutes())`.
 */
export function sitemapRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/sitemap.xml", async (c) => {
    const deps = c.get("deps");
    const xml = renderSitemap(
      deps.config.publicOrigin,
      await documentDates(deps.database, deps.clock.now()),
      await publishedNews(deps.database.db, deps.clock.now()),
    );
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
  return app;
}
