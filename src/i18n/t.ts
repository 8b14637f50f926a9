import { registerMessages } from "./messages";
import { vi as core } from "./vi";
import { vi_account } from "./vi-account";
import { vi_bo_catalogue } from "./vi-bo-catalogue";
import { vi_bo_compliance } from "./vi-bo-compliance";
import { vi_bo_content } from "./vi-bo-content";
import { vi_bo_legal } from "./vi-bo-legal";
import { vi_bo_operator } from "./vi-bo-operator";
import { vi_bo_products } from "./vi-bo-products";
import { vi_bo_site } from "./vi-bo-site";
import { vi_bo_tokens } from "./vi-bo-tokens";
import { vi_cards } from "./vi-cards";
import { vi_content } from "./vi-content";
import { vi_ekyc } from "./vi-ekyc";
import { vi_face } from "./vi-face";
import { vi_funnel } from "./vi-funnel";
import { vi_loan_ticket } from "./vi-loan-ticket";
import { vi_otp } from "./vi-otp";
import { vi_partners } from "./vi-partners";
import { vi_site } from "./vi-site";
import { vi_staff } from "./vi-staff";
import { vi_tracking } from "./vi-tracking";
import { vi_visitors_b } from "./vi-visitors-b";

/**
 * The whole catalogue: the core messages plus one file per feature, so features add their texts
 * without touching each other's files. A key must be defined once. Importing this module registers
 * all of it for t() (messages.ts); the production browser build replaces this module by split
 * catalogues (vite.config.ts, catalogueSplit) and never bundles it.
 */
export const vi = {
  ...core,
  ...vi_otp,
  ...vi_funnel,
  ...vi_cards,
  ...vi_account,
  ...vi_content,
  ...vi_tracking,
  ...vi_ekyc,
  ...vi_loan_ticket,
  ...vi_face,
  ...vi_site,
  ...vi_partners,
  ...vi_staff,
  ...vi_bo_catalogue,
  ...vi_visitors_b,
  ...vi_bo_content,
  ...vi_bo_operator,
  ...vi_bo_compliance,
  ...vi_bo_site,
  ...vi_bo_legal,
  ...vi_bo_products,
  ...vi_bo_tokens,
};

export type MessageKey = keyof typeof vi;

registerMessages(vi);

export { isMessageKey, t } from "./messages";
