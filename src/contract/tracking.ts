import * as v from "valibot";
import { ATTRIBUTION_MAX_LENGTH } from "../domain/attribution";
import { CLICK_ID_PATTERN } from "../domain/click-id";
import { TRACKING_STATUS } from "../domain/constants";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/** Longest time on page we accept: the 30 days an attribution lives. */
export const MAX_TIME_ON_PAGE_SECONDS = 30 * 24 * 3600;
/** Longest report range. */
export const MAX_REPORT_DAYS = 366;

const statusMessage = t("tracking_status_invalid");
const statusSchema = v.pipe(
  v.number(statusMessage),
  v.integer(statusMessage),
  v.minValue(TRACKING_STATUS.visit, statusMessage),
  v.maxValue(TRACKING_STATUS.dependents, statusMessage),
);

const secondsMessage = t("tracking_seconds_invalid");
const secondsSchema = v.pipe(
  v.number(secondsMessage),
  v.integer(secondsMessage),
  v.minValue(0, secondsMessage),
  v.maxValue(MAX_TIME_ON_PAGE_SECONDS, secondsMessage),
);

const textMessage = t("tracking_text_too_long");
/** An attribution value: absent, null or a string of at most 255 characters. */
const optionalText = v.optional(
  v.nullable(v.pipe(v.string(textMessage), v.maxLength(ATTRIBUTION_MAX_LENGTH, textMessage))),
);
const nameText = v.pipe(v.string(textMessage), v.maxLength(64, textMessage));

/** The visit log of POST /callback/loan/tracking: the click record of SPEC.md section 3. */
export const trackingLogSchema = v.pipe(
  v.object({
    systemClickId: v.pipe(
      v.string(t("tracking_click_id_invalid")),
      v.regex(CLICK_ID_PATTERN, t("tracking_click_id_invalid")),
    ),
    /** The furthest status reached in the visit. */
    conversionStatus: statusSchema,
    /** Seconds since the visit started. */
    timeOnPage: secondsSchema,
    /** Every status reached so far with the time on page when it was first reached. */
    reached: v.pipe(
      v.array(v.object({ status: statusSchema, seconds: secondsSchema }), t("tracking_reached_invalid")),
      v.maxLength(TRACKING_STATUS.dependents, t("tracking_reached_invalid")),
    ),
    pubClickId: optionalText,
    pubId: optionalText,
    partnerId: optionalText,
    utmSource: optionalText,
    utmCampaign: optionalText,
    utmContent: optionalText,
    utmTerm: optionalText,
    utmMedium: optionalText,
    sub1: optionalText,
    sub2: optionalText,
    sub3: optionalText,
    sub4: optionalText,
    sub5: optionalText,
    browser: nameText,
    operatingSystem: nameText,
    /** Earlier visits from this browser within the attribution window. */
    countBack: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
    /** The final log saved at the inactivity cut-off. */
    final: v.optional(v.boolean(), false),
  }),
  v.check(
    (log) =>
      new Set(log.reached.map((r) => r.status)).size === log.reached.length &&
      log.reached.every((r) => r.status <= log.conversionStatus && r.seconds <= log.timeOnPage),
    t("tracking_reached_invalid"),
  ),
);
export type TrackingLog = v.InferInput<typeof trackingLogSchema>;

export const trackingEndpoint = endpoint({
  method: "POST",
  path: "/callback/loan/tracking",
  body: trackingLogSchema,
  data: v.null(),
});

const dateMessage = t("report_date_invalid");
const isoDay = v.pipe(
  v.string(dateMessage),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage),
  v.check((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, dateMessage),
);

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A range of calendar days in Vietnam time, both ends included. */
export const reportRangeSchema = v.pipe(
  v.object({ from: isoDay, to: isoDay }),
  v.check(({ from, to }) => {
    const days = daysBetween(from, to);
    return days >= 0 && days < MAX_REPORT_DAYS;
  }, t("report_range_invalid")),
);
export type ReportRange = v.InferOutput<typeof reportRangeSchema>;

const statusFigures = v.object({
  status: v.number(),
  label: v.string(),
  /** Visits whose furthest status is this one or later. */
  reached: v.number(),
  /** reached / reached of the previous status (null for status 1 or when the previous is 0). */
  conversion: v.nullable(v.number()),
  /** Median seconds from first reaching the previous status to first reaching this one. */
  medianSeconds: v.nullable(v.number()),
});
const figures = { visits: v.number(), statuses: v.array(statusFigures) };

export const funnelReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  timeZone: v.string(),
  total: v.object(figures),
  byDay: v.array(v.object({ day: v.string(), ...figures })),
  bySource: v.array(v.object({ source: v.nullable(v.string()), ...figures })),
  byCampaign: v.array(v.object({ source: v.nullable(v.string()), campaign: v.nullable(v.string()), ...figures })),
});
export type FunnelReport = v.InferOutput<typeof funnelReportSchema>;
export type FunnelFigures = FunnelReport["total"];

/** The funnel report for operators: a staff session or `Authorization: Bearer stf_…` (operator). */
export const funnelReportEndpoint = endpoint({
  method: "GET",
  path: "/admin/reports/funnel",
  query: reportRangeSchema,
  data: funnelReportSchema,
});
