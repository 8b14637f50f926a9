import type { TermArticle, TermBlock, TermSection } from "../../../../src/contract/content";

/** A document the content seed keeps in content_documents. */
export interface SeedDocument {
  kind: "site" | "partner";
  refId: number;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  sections: TermSection[];
}

export const p = (text: string): TermBlock => ({ type: "p", text });
export const list = (...items: string[]): TermBlock => ({ type: "list", items });

export const article = (anchor: string, heading: string, ...blocks: TermBlock[]): TermArticle => ({
  anchor,
  heading,
  blocks,
});

export const part = (anchor: string, heading: string, blocks: TermBlock[], articles: TermArticle[]): TermSection => ({
  anchor,
  heading,
  blocks,
  articles,
});

/** A document made of numbered articles only: each article is a top-level section of its own. */
export const articlesOnly = (...articles: TermArticle[]): TermSection[] =>
  articles.map((item) => ({ ...item, articles: [] }));
