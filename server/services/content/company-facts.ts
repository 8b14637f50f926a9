import type { TermBlock, TermDocument } from "../../../src/contract/content";
import type { Company } from "../../../src/contract/site";

/**
 * The company facts a legal text may name: `{company.legalName}` and the like in a stored text take
 * the values of the company settings (COMPANY_*, server/company-config.ts) when the text is served, so
 * the privacy policy names the controller the footer names, and a change of settings needs no new text.
 */
const FACTS = ["legalName", "registrationNumber", "address", "hotline", "email"] as const;

export function fillCompanyFacts(text: string, company: Company): string {
  return FACTS.reduce((filled, fact) => filled.replaceAll(`{company.${fact}}`, company[fact]), text);
}

const fillBlock = (block: TermBlock, company: Company): TermBlock =>
  block.type === "p"
    ? { type: "p", text: fillCompanyFacts(block.text, company) }
    : { type: "list", items: block.items.map((item) => fillCompanyFacts(item, company)) };

/** The document with every placeholder of a company fact replaced by the configured value. */
export function withCompanyFacts(document: TermDocument, company: Company): TermDocument {
  const fill = (text: string) => fillCompanyFacts(text, company);
  return {
    ...document,
    title: fill(document.title),
    summary: fill(document.summary),
    sections: document.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      blocks: section.blocks.map((block) => fillBlock(block, company)),
      articles: section.articles.map((item) => ({
        ...item,
        heading: fill(item.heading),
        blocks: item.blocks.map((block) => fillBlock(block, company)),
      })),
    })),
  };
}
