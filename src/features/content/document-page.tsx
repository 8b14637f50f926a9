import { useEffect } from "react";
import type { TermDocument } from "../../contract/content";
import { formatIsoDate } from "../../domain/iso-date";
import { t } from "../../i18n/t";
import { Toc } from "../../ui/toc";
import { useDocumentTitle } from "../../ui/use-document-title";
import { DocumentBody } from "./document-body";
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

/** A loaded document: heading, date, summary, a sticky side table of contents and the text. */
export function DocumentView({ document: doc, tocLabel }: { document: TermDocument; tocLabel?: string }) {
  // Arriving with /dieu-khoan#quy-dinh-chung: the section exists only now, so go there now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) window.document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <>
      <header className="doc-header">
        <h1>{doc.title}</h1>
        <p className="muted">{t("content_effective_date", { date: formatIsoDate(doc.effectiveDate) })}</p>
        <p className="doc-summary">{doc.summary}</p>
      </header>
      <div className="doc-layout">
        <aside className="doc-aside">
          <Toc
            items={doc.sections.map((section) => ({ id: section.anchor, label: section.heading }))}
            label={tocLabel}
          />
        </aside>
        <article className="doc-article-body">
          <DocumentBody sections={doc.sections} />
          <p className="doc-top">
            <a href="#top">{t("toc_back_to_top")}</a>
          </p>
        </article>
      </div>
    </>
  );
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
