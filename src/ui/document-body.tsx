import type { TermBlock, TermSection } from "../contract/content";

function Blocks({ blocks }: { blocks: readonly TermBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === "p" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in document order
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in document order
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/**
 * The parts of a document: each one a section whose id is its anchor (the table of contents links
 * to it), its articles nested below with anchors of their own.
 */
export function DocumentBody({ sections }: { sections: readonly TermSection[] }) {
  return (
    <div className="doc-body">
      {sections.map((section) => (
        <section
          key={section.anchor}
          id={section.anchor}
          className="doc-section"
          tabIndex={-1}
          aria-labelledby={`${section.anchor}-h`}
        >
          <h2 id={`${section.anchor}-h`}>{section.heading}</h2>
          <Blocks blocks={section.blocks} />
          {section.articles.map((article) => (
            <section
              key={article.anchor}
              id={article.anchor}
              className="doc-article"
              aria-labelledby={`${article.anchor}-h`}
            >
              <h3 id={`${article.anchor}-h`}>{article.heading}</h3>
              <Blocks blocks={article.blocks} />
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
