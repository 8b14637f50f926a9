import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";

/**
 * The text lines of a PDF written by pdf-lib with an embedded (Type0, Identity-H) font: each page's
 * content streams are inflated, every `<glyph ids> Tj` is read back to Unicode through the font's
 * ToUnicode CMap. Enough for our own contract PDFs; not a general PDF text extractor.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const streamText = (stream: unknown): string => {
    if (!(stream instanceof PDFRawStream)) return "";
    const filter = stream.dict.get(PDFName.of("Filter"));
    const raw = filter ? inflateSync(stream.contents) : Buffer.from(stream.contents);
    return raw.toString("latin1");
  };
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    // glyph id (4 hex digits) -> text, from every font's ToUnicode CMap
    const glyphs = new Map<string, string>();
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const ref of fonts?.values() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const cmap = streamText(doc.context.lookup(font.get(PDFName.of("ToUnicode"))));
      for (const [, id, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
        const units = (unicode ?? "").match(/.{4}/g) ?? [];
        glyphs.set((id ?? "").toLowerCase(), String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16))));
      }
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const content of streams) {
      for (const [, hex] of streamText(content).matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) {
        const ids = (hex ?? "").toLowerCase().match(/.{4}/g) ?? [];
        lines.push(ids.map((id) => glyphs.get(id) ?? "\uFFFD").join(""));
      }
    }
  }
  return lines;
}
