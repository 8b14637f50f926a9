import type { ColumnType, Generated } from "kysely";
import type { CardFeature, CardLabelItem } from "../../../src/contract/cards";

/** jsonb: read as the parsed value, written as a JSON string. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface ProvincesTable {
  code: number;
  province_name: string;
}

export interface CardsTable {
  id: number;
  name: string;
  card_issuer: string;
  product_image: string;
  image_color: ColumnType<string, string | undefined, string>;
  max_amount: number;
  gifts: ColumnType<string, string | undefined, string>;
  annual_fee: ColumnType<number, number | undefined, number>;
  annual_fee_offers: ColumnType<string, string | undefined, string>;
  features: Json<CardFeature[]>;
  tag: string | null;
  highlight: ColumnType<boolean, boolean | undefined, boolean>;
  affiliate_link: string;
  overview: ColumnType<string, string | undefined, string>;
  card_opening_gifts: Json<CardLabelItem[]>;
  incentive_policy: Json<CardLabelItem[]>;
  interest_and_fees: Json<CardLabelItem[]>;
  min_income: number | null;
  min_age: number | null;
  max_age: number | null;
  region_information: ColumnType<string, string | undefined, string>;
  region_codes: ColumnType<number[], number[] | undefined, number[]>;
  card_types: ColumnType<number[], number[] | undefined, number[]>;
  position: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  is_sample: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CardClicksTable {
  id: Generated<number>;
  card_id: number;
  clicked_at: Date;
  click_id: string | null;
  pub_id: string | null;
  partner_id: string | null;
  user_agent: string | null;
  referrer: string | null;
}

export interface CardCatalogueVersionTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  version: number;
}

/** A card's uploaded image (0040_card_images.sql). */
export interface CardImagesTable {
  card_id: number;
  mime_type: "image/png" | "image/jpeg" | "image/webp";
  bytes: Uint8Array;
  sha256: string;
  updated_at: Date;
  updated_by: number | null;
}

/** Tables of the cards feature. */
export interface CardsTables {
  provinces: ProvincesTable;
  cards: CardsTable;
  card_clicks: CardClicksTable;
  card_catalogue_version: CardCatalogueVersionTable;
  card_images: CardImagesTable;
}
