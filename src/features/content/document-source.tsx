import { createContext, useContext } from "react";
import { getPartnerTerm, getSiteDocument } from "../../api/content";
import type { TermDocument } from "../../contract/content";

/** Where the document pages get their texts: the API in the app, fakes in stories and tests. */
export interface DocumentSource {
  site(id: number, signal: AbortSignal): Promise<TermDocument>;
  partner(id: number, signal: AbortSignal): Promise<TermDocument>;
}

export const apiDocumentSource: DocumentSource = { site: getSiteDocument, partner: getPartnerTerm };

const DocumentSourceContext = createContext<DocumentSource>(apiDocumentSource);

export const DocumentSourceProvider = DocumentSourceContext.Provider;

export function useDocumentSource(): DocumentSource {
  return useContext(DocumentSourceContext);
}
