import type { ColumnType, Generated } from "kysely";

/** An item of the home page's FAQ (0036_faq.sql). */
export interface FaqItemsTable {
  id: Generated<number>;
  /** The catalogue item it was seeded from; null for an item an editor added. */
  seed_key: string | null;
  question: string;
  /** Plain text, paragraphs apart by a blank line. */
  answer: string;
  position: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  managed_by_seed: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Date;
  updated_by: number | null;
}

/** A partner's uploaded logo (0037_partner_logos.sql). */
export interface PartnerLogosTable {
  partner_id: number;
  mime_type: "image/png" | "image/jpeg" | "image/webp";
  bytes: Uint8Array;
  sha256: string;
  updated_at: Date;
  updated_by: number | null;
}

/** Tables of the public site's content an editor keeps (the FAQ, the partners' logos). */
export interface SiteContentTables {
  faq_items: FaqItemsTable;
  partner_logos: PartnerLogosTable;
}
