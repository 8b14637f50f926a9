import { t } from "../../i18n/t";
import { DocumentView } from "../../ui/document-view";
import { useDocumentTitle } from "../../ui/use-document-title";
import { type DocumentRef, useTermDocument } from "./use-term-document";
import "./content.css";

export interface DocumentPageProps {
  document: DocumentRef;
  /** The route's title (document title, and the heading until the text arrives) and meta description. */
  title: string;
  description: string;
  /** The name of the side menu. */
  tocLabel?: string;
}

/** A route showing one document of the database, with its loading and error states. */
export function DocumentPage({ document: ref, title, description, tocLabel }: DocumentPageProps) {
  useDocumentTitle(title, description);
  const [state, retry] = useTermDocument(ref);
  return (
    <div className="page container doc-page">
      {state.status === "ready" ? (
        <DocumentView document={state.document} tocLabel={tocLabel} />
      ) : (
        <header className="doc-header">
          <h1>{title}</h1>
          {state.status === "loading" ? (
            <div className="doc-loading" role="status" aria-live="polite">
              <span className="sr-only">{t("loading")}</span>
              <span className="doc-skeleton" aria-hidden="true" />
              <span className="doc-skeleton short" aria-hidden="true" />
              <span className="doc-skeleton" aria-hidden="true" />
            </div>
          ) : (
            <div className="doc-error" role="alert">
              <p>{state.message}</p>
              <button type="button" className="btn btn-primary" onClick={retry}>
                {t("content_retry")}
              </button>
            </div>
          )}
        </header>
      )}
    </div>
  );
}
