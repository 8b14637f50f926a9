import type { ColumnType, Generated } from "kysely";

export type NewsStatus = "draft" | "published" | "unpublished";

export interface NewsArticlesTable {
  id: Generated<number>;
  slug: string;
  category: string;
  title: string;
  summary: string;
  /** JSON text on insert (an array of paragraphs); parsed JSON on select. */
  body: ColumnType<unknown, string, string>;
  image: string;
  status: NewsStatus;
  publish_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  updated_by: number | null;
}

export interface ContentVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<string | number | bigint, never, never>;
}

/** Tables of the editor's content (news). */
export interface NewsTables {
  news_articles: NewsArticlesTable;
  content_version: ContentVersionTable;
}
