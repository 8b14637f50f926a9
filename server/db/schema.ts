/**
 * Kysely table types. Each feature keeps its tables in tables/<feature>.ts and is listed here once.
 */

import type { AccountsTables } from "./tables/accounts";
import type { CardsTables } from "./tables/cards";
import type { ContentTables } from "./tables/content";
import type { FoundationTables } from "./tables/foundation";
import type { FunnelTables } from "./tables/funnel";
import type { LegalVersionsTables } from "./tables/legal-versions";
import type { LoanTicketTables } from "./tables/loan-ticket";
import type { NewsTables } from "./tables/news";
import type { OtpTables } from "./tables/otp";
import type { PartnersTables } from "./tables/partners";
import type { PrivacyTables } from "./tables/privacy";
import type { SessionsTables } from "./tables/sessions";
import type { SiteContentTables } from "./tables/site-content";
import type { StaffTables } from "./tables/staff";
import type { TrackingTables } from "./tables/tracking";

export interface DB
  extends FoundationTables,
    OtpTables,
    FunnelTables,
    CardsTables,
    AccountsTables,
    ContentTables,
    TrackingTables,
    LoanTicketTables,
    SessionsTables,
    PartnersTables,
    PrivacyTables,
    StaffTables,
    NewsTables,
    SiteContentTables,
    LegalVersionsTables {}
