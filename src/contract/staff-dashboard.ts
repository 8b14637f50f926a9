import * as v from "valibot";
import { endpoint } from "./endpoint";
import { funnelReportSchema, reportRangeSchema } from "./tracking";

/**
 * The back-office home, "Tổng quan" (issue 31), for every role: the funnel from the tracking tables
 * (the same report as `npm run report:funnel`), and the leads and applications handed to each
 * partner by status, from partner_deliveries. Counts only: no personal data.
 */

export const partnerStatusRowSchema = v.object({
  partner: v.string(),
  kind: v.picklist(["lead", "application"]),
  status: v.string(),
  count: v.number(),
});
export type PartnerStatusRow = v.InferOutput<typeof partnerStatusRowSchema>;

export const dashboardEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/dashboard",
  query: reportRangeSchema,
  data: v.object({ funnel: funnelReportSchema, byPartner: v.array(partnerStatusRowSchema) }),
});
