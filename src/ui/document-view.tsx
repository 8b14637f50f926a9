import { useEffect } from "react";
import type { TermDocument } from "../contract/content";
import { formatIsoDate } from "../domain/iso-date";
import { t } from "../i18n/t";
import { DocumentBody } from "./document-body";
import { Toc } from "./toc";

/**
 * A loaded legal document as a visitor reads it (/dieu-khoan, /chinh-sach-bao-mat, /rule-bidv):
 * heading, date, summary, a sticky side table of contents and the text. The back-office preview of
 * a new version shows the same.
 */
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
