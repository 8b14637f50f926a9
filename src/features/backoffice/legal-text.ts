import type { TermBlock, TermSection } from "../../contract/content";

/**
 * The plain structured editor's text of a section or an article: paragraphs apart by a blank line,
 * a list as lines that start with "- ". Turned into the stored blocks and back.
 */

const ITEM = /^\s*-\s+/;

export function blocksOf(text: string): TermBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0)
    .map((chunk): TermBlock => {
      const lines = chunk.split("\n").map((line) => line.trim());
      return lines.every((line) => ITEM.test(line))
        ? { type: "list", items: lines.map((line) => line.replace(ITEM, "").trim()) }
        : { type: "p", text: lines.join(" ") };
    });
}

export function textOf(blocks: readonly TermBlock[]): string {
  return blocks
    .map((block) => (block.type === "p" ? block.text : block.items.map((item) => `- ${item}`).join("\n")))
    .join("\n\n");
}

/** One part of the draft as the form holds it: a heading and its text (anchor kept from the stored one). */
export interface PartForm {
  anchor: string;
  heading: string;
  text: string;
}
export interface SectionForm extends PartForm {
  articles: PartForm[];
}

export const sectionsForm = (sections: readonly TermSection[]): SectionForm[] =>
  sections.map((section) => ({
    anchor: section.anchor,
    heading: section.heading,
    text: textOf(section.blocks),
    articles: section.articles.map((article) => ({
      anchor: article.anchor,
      heading: article.heading,
      text: textOf(article.blocks),
    })),
  }));

/** A heading as an anchor: lower case, no diacritics, words joined by hyphens ('Điều 3. Phí' → 'dieu-3-phi'). */
export function anchorOf(heading: string): string {
  const slug = heading
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "muc";
}

/** The sections to save: a part without an anchor gets one from its heading, each anchor used once. */
export function sectionsOf(form: readonly SectionForm[]): TermSection[] {
  const used = new Set<string>();
  const unique = (part: PartForm) => {
    const base = part.anchor || anchorOf(part.heading);
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  };
  return form.map((section) => ({
    anchor: unique(section),
    heading: section.heading.trim(),
    blocks: blocksOf(section.text),
    articles: section.articles.map((article) => ({
      anchor: unique(article),
      heading: article.heading.trim(),
      blocks: blocksOf(article.text),
    })),
  }));
}
