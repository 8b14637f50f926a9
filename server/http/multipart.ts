/**
 * A multipart/form-data body (RFC 7578), read from bytes already in memory (upload-body.ts).
 *
 * Issue 30: undici's `formData()` (what Hono's `parseBody` calls) walks the body in JavaScript and
 * copies each file twice: 12–26 ms of the event loop for a 7 MB upload, and ten at once held
 * `/api/health` for over a second. Here every search is `Buffer.indexOf` (native, about 0.3 ms for
 * 7 MB) and a file is a view of the body, never a copy. Only what the upload forms need is
 * understood: parts named by `Content-Disposition: form-data; name="…"`, a file when the part has a
 * `filename`, its `Content-Type`. Anything else is malformed (null: the route answers 400).
 */

export interface UploadedFile {
  bytes: Uint8Array;
  type: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Limits on what a form may hold besides its files: an upload form has two or three parts. */
const MAX_PARTS = 16;
const MAX_HEADER_BYTES = 2048;
const MAX_FIELD_BYTES = 4096;

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** The boundary of a multipart/form-data Content-Type (1–70 characters, quoted or not). */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

interface PartHeaders {
  name: string;
  filename: string | null;
  type: string;
}

function parseHeaders(text: string): PartHeaders | null {
  let disposition: string | null = null;
  let type = "text/plain";
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) return null;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    else if (name === "content-type") type = value.toLowerCase();
  }
  if (disposition === null || !/^form-data\s*(;|$)/i.test(disposition)) return null;
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) return null;
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  return { name, filename, type };
}

/** The parts of `body`, or null when it is not a well-formed multipart/form-data body. */
export function parseMultipart(body: Buffer, boundary: string): MultipartForm | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  const form: MultipartForm = { fields: {}, files: {} };
  // A preamble before the first delimiter is allowed and ignored (RFC 2046).
  const first = body.indexOf(delimiter);
  if (first < 0 || (first > 0 && body.lastIndexOf(CRLF, first) !== first - 2)) return null;
  let at = first + delimiter.length;
  for (let parts = 0; ; parts++) {
    // After a delimiter: "--" ends the body, CRLF opens a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return form;
    if (parts >= MAX_PARTS || body[at] !== 0x0d || body[at + 1] !== 0x0a) return null;
    const headersStart = at + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > MAX_HEADER_BYTES) return null;
    const headers = parseHeaders(body.toString("latin1", headersStart, headersEnd));
    if (!headers) return null;
    const contentStart = headersEnd + HEADER_END.length;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd < 0) return null;
    if (headers.filename !== null) {
      form.files[headers.name] = { bytes: body.subarray(contentStart, contentEnd), type: headers.type };
    } else {
      if (contentEnd - contentStart > MAX_FIELD_BYTES) return null;
      form.fields[headers.name] = body.toString("utf8", contentStart, contentEnd);
    }
    at = contentEnd + next.length;
  }
}
