import * as v from "valibot";
import { SCORE } from "../domain/constants";
import type { IncomeOption } from "../domain/options";
import { t } from "../i18n/t";
import { cardListItemSchema } from "./cards";
import { endpoint } from "./endpoint";
import {
  dependentsSchema,
  fullNameSchema,
  housingSchema,
  incomeSchema,
  loginPasswordSchema,
  maritalSchema,
  nationalIdSchema,
  newPasswordSchema,
  optionalEmailSchema,
  phoneSchema,
} from "./fields";
import { leadRecordSchema } from "./funnel-lead";

/**
 * The lead funnel of SPEC.md section 7 with product `loan`. Business answers travel with HTTP 200
 * and their own code: FUNNEL_CODE lists the codes these endpoints use besides 200.
 */
export const FUNNEL_CODE = {
  /** Phone or national ID on the blacklist (phone: 201 or 202, as the blacklist row says). */
  blacklisted: 201,
  blacklistedAlt: 202,
  /** Too many identity checks for this ticket or address (validateIdcard, score: identity_check_throttled). */
  throttled: 203,
  /** The age from the national ID is outside 18-60 (message: not_valid_age). */
  notValidAge: 207,
  /** resetpassword: the account does not exist or the old (temporary) password is wrong. */
  wrongPassword: 208,
} as const;

/**
 * attrId of each scoring attribute in documentValues.values[] (documentId is always 241). Each
 * attrValue is a label of src/domain/options.ts; attrLabel is informational (see score_attr_*).
 */
export const SCORE_ATTR = { income: 1, housing: 2, marital: 3, dependents: 4 } as const;

/** step of the score request: 1 while the form is below step 8, 4 for the final call. */
export const SCORE_STEP = { partial: 1, final: 4 } as const;

/** The monthly income sent in the lead record: the lower bound of the chosen band, in VND. */
export const INCOME_AMOUNT: Record<IncomeOption, number> = {
  "3 - 7 triệu": 3_000_000,
  "7 - 10 triệu": 7_000_000,
  "10 - 13 triệu": 10_000_000,
  "Trên 13 triệu": 13_000_000,
};

/** The header carrying the ticket token verifyotp issued (update, save-hub-log, resetpassword). */
export const TICKET_TOKEN_HEADER = "X-Ticket-Token";

// --- validatephone, validateIdcard ---

export const validatePhoneBody = v.object({
  mobile: phoneSchema,
  email: v.optional(optionalEmailSchema, ""),
});

export const validateIdCardBody = v.object({
  name: fullNameSchema,
  identityNo: nationalIdSchema,
});

// --- score (update) ---

const documentIdSchema = v.literal(SCORE.documentId);
const attrLabelSchema = v.optional(v.pipe(v.string(), v.maxLength(100, t("field_max", { max: 100 }))), "");

export const scoreValueSchema = v.variant(
  "attrId",
  [
    v.object({
      documentId: documentIdSchema,
      attrId: v.literal(SCORE_ATTR.income),
      attrLabel: attrLabelSchema,
      attrValue: incomeSchema,
    }),
    v.object({
      documentId: documentIdSchema,
      attrId: v.literal(SCORE_ATTR.housing),
      attrLabel: attrLabelSchema,
      attrValue: housingSchema,
    }),
    v.object({
      documentId: documentIdSchema,
      attrId: v.literal(SCORE_ATTR.marital),
      attrLabel: attrLabelSchema,
      attrValue: maritalSchema,
    }),
    v.object({
      documentId: documentIdSchema,
      attrId: v.literal(SCORE_ATTR.dependents),
      attrLabel: attrLabelSchema,
      attrValue: dependentsSchema,
    }),
  ],
  t("option_invalid"),
);
export type ScoreValue = v.InferOutput<typeof scoreValueSchema>;

const ATTRIBUTE_COUNT = Object.keys(SCORE_ATTR).length;

export const scoreBody = v.pipe(
  v.object({
    step: v.picklist([SCORE_STEP.partial, SCORE_STEP.final]),
    name: fullNameSchema,
    identityNo: nationalIdSchema,
    documentValues: v.optional(
      v.object({
        values: v.pipe(
          v.array(scoreValueSchema),
          v.check(
            (values) => new Set(values.map((value) => value.attrId)).size === values.length,
            t("score_attribute_repeated"),
          ),
        ),
      }),
      { values: [] },
    ),
  }),
  v.check(
    (body) => body.step !== SCORE_STEP.final || body.documentValues.values.length === ATTRIBUTE_COUNT,
    t("score_answers_incomplete"),
  ),
);
export type ScoreBody = v.InferOutput<typeof scoreBody>;

/** Points per scorecard attribute (decision 004): what a total is made of; base is the initial 5. */
export const scorePointsSchema = v.object({
  base: v.number(),
  age: v.number(),
  income: v.number(),
  housing: v.number(),
  marital: v.number(),
  dependents: v.number(),
});

export const scoreData = v.object({
  totalScore: v.number(),
  creditCardLimit: v.number(),
  /** The points each answer earned, as stored on the ticket (explains the total on the result screen). */
  points: v.optional(scorePointsSchema),
  /** Final call only: the account's username (the phone). */
  userName: v.optional(v.string()),
  /** Final call only, once: the random temporary password of a newly created account. */
  password: v.optional(v.string()),
  message: v.optional(v.string()),
});

// --- resetpassword ---

export const resetPasswordBody = v.object({
  username: phoneSchema,
  oldPassword: loginPasswordSchema,
  newpassword: newPasswordSchema,
});

// --- partners ---

export const partnerSchema = v.object({ name: v.string(), minScore: v.number(), maxAmount: v.number() });

// --- Endpoints ---

export const validatePhoneEndpoint = endpoint({
  method: "POST",
  path: "/loan/ticket/validatephone",
  body: validatePhoneBody,
  data: v.null(),
});

/** Requires the X-Ticket-Token of a verified ticket (the identity step comes after the OTP); limited per ticket and IP. */
export const validateIdCardEndpoint = endpoint({
  method: "POST",
  path: "/loan/ticket/validateIdcard",
  body: validateIdCardBody,
  data: v.null(),
});

/** Requires the X-Ticket-Token of ticket {id}. */
export const scoreEndpoint = endpoint({
  method: "POST",
  path: "/loan/ticket/{id}/update",
  body: scoreBody,
  data: scoreData,
});

/** Requires the X-Ticket-Token of the ticket named by `code`. Idempotent by ticket code. */
export const saveHubLogEndpoint = endpoint({
  method: "POST",
  path: "/callback/loan/save-hub-log",
  body: leadRecordSchema,
  data: v.object({ code: v.string() }),
});

/** Requires the X-Ticket-Token of a ticket whose phone is `username`. */
export const resetPasswordEndpoint = endpoint({
  method: "POST",
  path: "/loan/resetpassword",
  body: resetPasswordBody,
  data: v.null(),
});

/**
 * Requires the X-Ticket-Token of ticket {id}, after its final score: up to three active cards whose
 * income and age requirements the applicant meets (src/domain/score-fit.ts), in the featured order.
 */
export const suggestionsEndpoint = endpoint({
  method: "GET",
  path: "/loan/ticket/{id}/suggestions",
  data: v.array(cardListItemSchema),
});

export const partnersEndpoint = endpoint({
  method: "GET",
  path: "/loan/partners",
  data: v.array(partnerSchema),
});
