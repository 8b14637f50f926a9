import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, rgb } from "pdf-lib";
import type { MyData } from "../../../src/contract/my-data";
import { type MessageKey, t } from "../../../src/i18n/t";
import { sourceLabel } from "./labels";

/**
 * "Dữ liệu của tôi" as a PDF (pdf-lib + DejaVu Sans, so Vietnamese renders, as the contract PDF):
 * the data held by category, the partners that received it, the consents and the deletion requests.
 */

let fontBytes: Promise<Buffer> | null = null;
function font(): Promise<Buffer> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  return fontBytes;
}

function wrap(text: string, f: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (f.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const day = (isoDate: string) =>
  new Intl.DateTimeFormat("vi-VN", { dateStyle: "short", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" }).format(
    new Date(isoDate),
  );

export async function myDataPdf(data: MyData, name: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const f = await doc.embedFont(await font(), { subset: true });
  doc.setTitle(t("my_data_pdf_title", { name }));
  let page = doc.addPage([595, 842]);
  let y = 790;
  const write = (text: string, size = 10, indent = 50) => {
    for (const line of wrap(text, f, size, 545 - indent)) {
      if (y < 60) {
        page = doc.addPage([595, 842]);
        y = 790;
      }
      page.drawText(line, { x: indent, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
      y -= size + 5;
    }
  };
  const heading = (text: string) => {
    y -= 8;
    write(text, 13);
  };

  write(t("my_data_pdf_title", { name }), 16);
  write(t("my_data_generated", { time: day(data.generatedAt) }), 9);

  heading(t("my_data_held_title"));
  for (const group of data.categories) {
    write(t(`my_data_category_${group.category}` as MessageKey), 11, 55);
    if (group.items.length === 0) write(t("my_data_held_empty"), 9, 65);
    for (const item of group.items) {
      write(`${t(`my_data_field_${item.field}` as MessageKey)}: ${item.value} (${sourceLabel(item.source)})`, 9, 65);
    }
  }

  heading(t("my_data_deliveries_title"));
  if (data.deliveries.length === 0) write(t("my_data_deliveries_empty"), 9, 55);
  for (const d of data.deliveries) {
    write(`${d.partner}: ${t(`my_data_delivery_${d.kind}`, { code: d.subject })}`, 10, 55);
    write(
      `${t("my_data_delivery_when", { date: day(d.sentAt ?? d.createdAt) })} · ${t(`partner_status_${d.status}` as MessageKey)}`,
      9,
      65,
    );
    write(
      t("my_data_delivery_fields", { fields: d.fields.map((field) => t(`my_data_field_${field}`)).join(", ") }),
      9,
      65,
    );
  }

  heading(t("my_data_consents_title"));
  if (data.consents.length === 0) write(t("my_data_consents_empty"), 9, 55);
  for (const c of data.consents) {
    write(t(`my_data_purpose_${c.purpose}`), 10, 55);
    write(t("my_data_consent_given", { date: day(c.agreedAt), version: c.version }), 9, 65);
    if (c.subject) write(t("my_data_consent_for", { code: c.subject }), 9, 65);
    if (c.withdrawnAt) write(t("my_data_consent_withdrawn", { date: day(c.withdrawnAt) }), 9, 65);
  }

  heading(t("my_data_deletion_title"));
  if (data.deletionRequests.length === 0) write(t("my_data_deletion_none"), 9, 55);
  for (const r of data.deletionRequests) {
    const status = r.completedAt
      ? t("my_data_deletion_completed", { date: day(r.completedAt) })
      : t("my_data_deletion_pending");
    write(`${t("my_data_deletion_item", { reference: r.reference, date: day(r.requestedAt) })}: ${status}`, 9, 55);
  }
  return doc.save();
}
