import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface BundleSize {
  jsFiles: string[];
  cssFiles: string[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

/** The JS and CSS a first visit to the home page downloads: what index.html links, eagerly. */
export function homeBundleSize(distDir = "dist"): BundleSize {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const jsFiles = tags
    .filter((tag) => tag.startsWith("<script") || /rel="modulepreload"/.test(tag))
    .map((tag) => attr(tag, "src") ?? attr(tag, "href"))
    .filter((f): f is string => Boolean(f?.endsWith(".js")));
  const cssFiles = tags
    .filter((tag) => /rel="stylesheet"/.test(tag))
    .map((tag) => attr(tag, "href"))
    .filter((f): f is string => Boolean(f));
  const measure = (files: string[]) =>
    files.reduce(
      (acc, file) => {
        const bytes = readFileSync(join(distDir, file));
        return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const js = measure(jsFiles);
  const css = measure(cssFiles);
  return { jsFiles, cssFiles, jsRaw: js.raw, jsGzip: js.gzip, cssRaw: css.raw, cssGzip: css.gzip };
}
