/**
 * The compressed encoding a client takes, from its Accept-Encoding header: brotli before gzip,
 * honouring q-values (`br;q=0` refuses brotli, `*` stands for any encoding not named). Null means
 * the plain body.
 */
export type Encoding = "br" | "gzip";

export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get("*") ?? 0;
  const weight = (name: Encoding) => q.get(name) ?? (name === "gzip" ? (q.get("x-gzip") ?? wildcard) : wildcard);
  const br = weight("br");
  const gzip = weight("gzip");
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}
