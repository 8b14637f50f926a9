import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { Details, Identity } from "../../../src/contract/loan-ticket-fields";
import { formatMoney, formatRate } from "../../../src/domain/format";
import { type KeyFacts, keyFactRows } from "../../../src/domain/key-facts";
import { t } from "../../../src/i18n/t";

/**
 * The contract of a ticket as a PDF (pdf-lib + DejaVu Sans, so Vietnamese renders), generated when
 * the ticket's OTP is confirmed. Plain A4 pages of labelled lines; under the title, a framed box of the
 * loan's key facts (src/domain/key-facts.ts: the same lines the contract step shows).
 */
export interface ContractInput {
  code: string;
  date: string;
  productName: string;
  partnerName: string;
  amount: number;
  term: number;
  interestRateYear: number;
  phone: string;
  identity: Identity;
  details: Details;
  bankName: string | null;
  branchName: string | null;
  /** The key facts box (null: the product cannot price this loan, and the box is left out). */
  keyFacts: KeyFacts | null;
}

let fontBytes: Promise<Buffer> | null = null;
function font(): Promise<Buffer> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  return fontBytes;
}

/** Splits a paragraph into lines that fit `width` points. */
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

const BOX = { left: 50, right: 545, labelWidth: 190, padding: 8, size: 10 } as const;

/** Draws the key facts box (title, then label and value per line) from `top` down; returns the y below it. */
function drawKeyFacts(page: PDFPage, f: PDFFont, facts: KeyFacts, top: number): number {
  const { left, right, labelWidth, padding, size } = BOX;
  const valueX = left + padding + labelWidth;
  const ink = rgb(0.1, 0.1, 0.15);
  let y = top - padding - 12;
  page.drawText(t("contract_section_key_facts"), { x: left + padding, y, size: 12, font: f, color: ink });
  y -= 4;
  for (const row of keyFactRows(facts)) {
    y -= size + 5;
    page.drawText(row.label, { x: left + padding, y, size, font: f, color: ink });
    wrap(row.value, f, size, right - padding - valueX).forEach((text, index) => {
      if (index > 0) y -= size + 5;
      page.drawText(text, { x: valueX, y, size, font: f, color: ink });
    });
  }
  const bottom = y - padding;
  page.drawRectangle({
    x: left,
    y: bottom,
    width: right - left,
    height: top - bottom,
    borderColor: rgb(0.2, 0.3, 0.5),
    borderWidth: 1,
  });
  return bottom - 16;
}

export async function contractPdf(input: ContractInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const f = await doc.embedFont(await font(), { subset: true });
  doc.setTitle(`${t("contract_title")} ${input.code}`);
  let page = doc.addPage([595, 842]);
  let y = 790;
  const write = (text: string, size = 10, indent = 50) => {
    for (const line of wrap(text, f, size, 495 - indent + 50)) {
      if (y < 60) {
        page = doc.addPage([595, 842]);
        y = 790;
      }
      page.drawText(line, { x: indent, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
      y -= size + 5;
    }
  };
  const { identity: id, details: d } = input;
  write(t("contract_title"), 16, 150);
  write(t("contract_subtitle", { code: input.code, date: input.date }), 10, 170);
  y -= 10;
  if (input.keyFacts) y = drawKeyFacts(page, f, input.keyFacts, y + 4);
  write(t("contract_section_borrower"), 12);
  write(`Họ và tên: ${id.fullName}`);
  write(`Số giấy tờ: ${id.idNumber}   Ngày sinh: ${id.dateOfBirth}   Giới tính: ${id.gender}`);
  write(`Ngày cấp: ${id.issueDate}   Số điện thoại: ${input.phone}`);
  write(`Địa chỉ thường trú: ${id.address}`);
  write(`Địa chỉ liên hệ: ${d.address}`);
  y -= 6;
  write(t("contract_section_loan"), 12);
  write(`Sản phẩm: ${input.productName} — ${input.partnerName}`);
  write(`Số tiền đề nghị vay: ${formatMoney(input.amount)}   Thời hạn: ${input.term} tháng`);
  write(`Lãi suất tham khảo: ${formatRate(input.interestRateYear)}%/năm   Mục đích vay: ${d.loanPurpose}`);
  write(`Tổng vốn sử dụng: ${formatMoney(Number(d.totalCapital))}   Ngày trả nợ hàng tháng: ${d.payBackDay}`);
  y -= 6;
  write(t("contract_section_payment"), 12);
  write(`Phương thức thanh toán khoản vay: ${d.debitPaymentMethod}`);
  if (d.disbursement.paymentType === "bank") {
    write(`Ngân hàng: ${input.bankName ?? ""} — ${input.branchName ?? ""}`);
    write(`Số tài khoản: ${d.disbursement.accountNumber}   Chủ tài khoản: ${d.disbursement.accountHolder}`);
  } else {
    write(`Bưu cục: ${d.disbursement.postOfficeName}   Người nhận: ${d.disbursement.postHolder}`);
  }
  y -= 6;
  write(t("contract_section_reference"), 12);
  write(`${d.reference.relationship}: ${d.reference.fullName} — ${d.reference.phone} ${d.reference.email}`);
  y -= 6;
  write(t("contract_section_terms"), 12);
  write(t("contract_terms_text", { partner: input.partnerName }));
  y -= 6;
  write(t("contract_sample_note"), 9);
  return doc.save();
}
