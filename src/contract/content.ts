import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import { captchaResponseSchema, otpSchema, phoneSchema } from "./fields";

/**
 * Terms, privacy policy and partner terms: documents kept in the database and served by
 * GET /public/getTermById?id= (a partner's terms) and GET /termsservice/get?id= (our own documents).
 */

/** A paragraph or a bulleted list inside a section. */
export const termBlockSchema = v.variant("type", [
  v.object({ type: v.literal("p"), text: v.string() }),
  v.object({ type: v.literal("list"), items: v.array(v.string()) }),
]);

/** A numbered article inside a part (for example 'Điều 3. Quyền của khách hàng'). */
export const termArticleSchema = v.object({
  anchor: v.string(),
  heading: v.string(),
  blocks: v.array(termBlockSchema),
});

/** A top-level part of a document: its heading feeds the side table of contents. */
export const termSectionSchema = v.object({
  anchor: v.string(),
  heading: v.string(),
  blocks: v.array(termBlockSchema),
  articles: v.array(termArticleSchema),
});

export const termDocumentSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  /** The day the text took effect, YYYY-MM-DD. */
  effectiveDate: v.string(),
  sections: v.array(termSectionSchema),
});

export type TermBlock = v.InferOutput<typeof termBlockSchema>;
export type TermArticle = v.InferOutput<typeof termArticleSchema>;
export type TermSection = v.InferOutput<typeof termSectionSchema>;
export type TermDocument = v.InferOutput<typeof termDocumentSchema>;

/** ?id= : a positive whole number (query values arrive as text). */
const documentIdQuery = v.object(
  {
    id: v.pipe(
      v.string(t("content_document_id_invalid")),
      v.regex(/^[1-9]\d{0,8}$/, t("content_document_id_invalid")),
      v.transform(Number),
    ),
  },
  t("content_document_id_invalid"),
);

/** A partner's terms (for example the partner bank of /rule-bidv). */
export const termByIdEndpoint = endpoint({
  method: "GET",
  path: "/public/getTermById",
  query: documentIdQuery,
  data: termDocumentSchema,
});

/** Our own documents: 1 terms and conditions, 2 privacy policy. */
export const termsServiceEndpoint = endpoint({
  method: "GET",
  path: "/termsservice/get",
  query: documentIdQuery,
  data: termDocumentSchema,
});

/** The ids the site asks for: our documents (termsservice) and partners' terms (getTermById). */
export const SITE_DOCUMENT = { terms: 1, privacy: 2 } as const;
export const PARTNER_TERM = { bidv: 1 } as const;

// --- Data deletion (/yeu-cau-xoa-du-lieu): prove the phone by OTP, get a reference number ---

/**
 * Business answers follow the OTP endpoints (OTP_CODE in ./otp.ts): 203 limit or lock, 205 wrong
 * code with { attemptsLeft }, 206 expired or already used; each with a Vietnamese message.
 */

/** 'XD', the day of the request (YYYYMMDD, Vietnam time), '-', 6 letters or digits. */
export const deletionReferenceSchema = v.pipe(
  v.string(t("deletion_reference_invalid")),
  v.regex(/^XD\d{8}-[A-Z0-9]{6}$/, t("deletion_reference_invalid")),
);

const deletionTransactionId = v.pipe(v.string(t("otp_expired")), v.uuid(t("otp_expired")));

/**
 * Sends a code to the phone whose data is to be erased. The visitor must confirm they understand
 * and pass the bot check (payload in captchaResponse; refused: HTTP 400 captcha_invalid).
 */
export const deletionOtpEndpoint = endpoint({
  method: "POST",
  path: "/privacy/deletion/otp",
  body: v.object({
    phone: phoneSchema,
    agreeChecked: v.literal(true, t("deletion_agree_required")),
    captchaResponse: v.pipe(captchaResponseSchema, v.maxLength(4096)),
  }),
  data: v.object({ transactionId: v.string(), numberOfRemainOtp: v.number() }),
});

export const deletionResendOtpEndpoint = endpoint({
  method: "POST",
  path: "/privacy/deletion/resentotp",
  body: v.object({ transactionId: deletionTransactionId }),
  data: v.object({ transactionId: v.string(), numberOfRemainOtp: v.number() }),
});

/** The right code files the request (or finds the phone's pending one) and answers its reference. */
export const deletionConfirmEndpoint = endpoint({
  method: "POST",
  path: "/privacy/deletion/confirm",
  body: v.object({ transactionId: deletionTransactionId, otp: otpSchema }),
  data: v.object({ reference: v.string() }),
});

/** Compliance staff (session or API token): carries out a request, as `npm run privacy:erase -- REF` does. */
export const deletionEraseEndpoint = endpoint({
  method: "POST",
  path: "/admin/privacy/erase",
  body: v.object({ reference: deletionReferenceSchema }),
  data: v.object({
    reference: v.string(),
    status: v.picklist(["completed", "already"]),
    completedAt: v.string(),
    erased: v.record(v.string(), v.number()),
  }),
});
