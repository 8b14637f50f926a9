import { describe, expect, it } from "vitest";
import { documentsBlock, inlineStyles, startAfterFirstPaint } from "../../scripts/prerender";

const SHELL =
  '<html><head><link rel="stylesheet" crossorigin href="/assets/index-A.css">\n  </head><body><div id="root"></div></body></html>';

describe("the prerender's inline styles and data block (decision 017)", () => {
  it("inlines the entry's stylesheet in place of its link, and keeps a screen stylesheet as a print link", () => {
    const { html, hashes } = inlineStyles(SHELL, [
      { href: "/assets/index-A.css", css: "a{color:red}", entry: true },
      { href: "/assets/screen-B.css", css: "b{color:blue}", entry: false },
    ]);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<style>a{color:red}</style><style>b{color:blue}</style>");
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" media="print" crossorigin href="/assets/screen-B.css">',
    ]);
    expect(hashes).toHaveLength(2);
    expect(hashes.every((hash) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(hash))).toBe(true);
  });

  it("refuses a stylesheet whose text would close its style block", () => {
    expect(() =>
      inlineStyles(SHELL, [{ href: "/assets/index-A.css", css: "a{}</style><script>x()</script>", entry: true }]),
    ).toThrow();
  });

  it("writes the documents as JSON no text inside can break out of", () => {
    const block = documentsBlock({ "site:1": { title: "</script><script>alert(1)</script>" } });
    expect(block.startsWith('<script type="application/json" id="prerendered-documents">')).toBe(true);
    const inner = block.slice(block.indexOf(">") + 1, block.lastIndexOf("</script>"));
    expect(inner).not.toContain("<");
    expect(JSON.parse(inner)).toEqual({ "site:1": { title: "</script><script>alert(1)</script>" } });
    expect(documentsBlock({})).toBe("");
  });

  it("loads the boot script in place of the entry, naming the entry for it to start", () => {
    const page = '<head><script type="module" crossorigin src="/assets/index-A.js"></script></head>';
    expect(startAfterFirstPaint(page, "/assets/boot-B.js")).toBe(
      '<head><script type="module" crossorigin src="/assets/boot-B.js" data-app="/assets/index-A.js"></script></head>',
    );
    expect(() => startAfterFirstPaint("<head></head>", "/assets/boot-B.js")).toThrow();
  });

  it("takes the last module script for the entry and keeps the ones before it as preloads", () => {
    const page =
      '<head><script type="module" crossorigin src="/assets/runtime-R.js"></script>' +
      '<script type="module" crossorigin src="/assets/app-A.js"></script></head>';
    expect(startAfterFirstPaint(page, "/assets/boot-B.js")).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/runtime-R.js">' +
        '<script type="module" crossorigin src="/assets/boot-B.js" data-app="/assets/app-A.js"></script></head>',
    );
  });
});
