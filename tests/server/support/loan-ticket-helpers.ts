import { TICKET_TOKEN_HEADER } from "../../../src/contract/funnel";
import { BIOMETRIC_CONSENT_VERSION } from "../../../src/contract/my-data";
import { cardWith, frameWith, jpegBytes, sampleFace } from "../../e2e/support/face-images";
import { type CardImageOptions, cardImage, SAMPLE_PERSON } from "../../support/card-image";
import { createTicket } from "./funnel-fixtures";
import type { TestApp } from "./test-app";

/** Helpers of the loan-ticket server tests: a funnel caller, a draft, uploads, a valid ticket body. */

export interface Envelope<T = unknown> {
  status: number;
  code: number;
  data: T;
  message?: string;
}

export interface Caller {
  headers: Record<string, string>;
  phone: string;
}

/** A verified funnel ticket whose national ID is the sample card's. */
export async function funnelCaller(t: TestApp, nationalId: string | null = SAMPLE_PERSON.idNumber): Promise<Caller> {
  const ticket = await createTicket(t);
  await t.database.db
    .updateTable("loan_tickets")
    .set({ national_id: nationalId })
    .where("code", "=", ticket.code)
    .execute();
  return { headers: { [TICKET_TOKEN_HEADER]: ticket.token }, phone: ticket.phone };
}

export async function call<T = unknown>(
  t: TestApp,
  path: string,
  init: { method?: string; json?: unknown; caller?: Caller; body?: FormData } = {},
): Promise<Envelope<T>> {
  const res = await t.request(path, {
    method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
    headers: init.caller?.headers ?? {},
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(init.body ? { body: init.body } : {}),
  });
  const body = (await res.json()) as { code: number; data: T; message?: string };
  return { status: res.status, ...body };
}

export async function newDraft(t: TestApp, caller: Caller, productId = 1): Promise<string> {
  const answer = await call<{ code: string }>(t, "/api/v1/ticket/create/draft", {
    caller,
    json: { productId, step: "identity", data: { amount: 20_000_000, term: 12 } },
  });
  if (answer.code !== 200) throw new Error(`draft: ${answer.code} ${answer.message}`);
  // The face upload needs the biometric consent (issue 18): given here, as the wizard gives it before the face.
  const consent = await call(t, "/api/v1/ekyc/biometric-consent", {
    caller,
    json: { ticketCode: answer.data.code, version: BIOMETRIC_CONSENT_VERSION },
  });
  if (consent.code !== 200) throw new Error(`biometric consent: ${consent.code} ${consent.message}`);
  return answer.data.code;
}

export function imageForm(
  ticketCode: string,
  bytes: Uint8Array,
  mime = "image/png",
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("ticketCode", ticketCode);
  form.set("file", new Blob([new Uint8Array(bytes)], { type: mime }), "photo.jpg");
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
}

export function upload(t: TestApp, path: string, caller: Caller, code: string, options: CardImageOptions = {}) {
  const image = cardImage(options);
  return call<{ fields: unknown; imageId: string }>(t, `/api${path}`, {
    caller,
    body: imageForm(code, image.bytes, image.mime),
  });
}

export const FRONT = "/v1/ocr/frontcheck/identification1";
export const BACK = "/v1/ocr/backcheck/identification";
export const FACE = "/api/v1/upload-face-image";

/** A ticket body every rule accepts (for product 1 and the sample card). */
export function ticketBody(code: string) {
  return {
    code,
    amount: 20_000_000,
    term: 12,
    identity: {
      documentType: "cccd",
      idNumber: SAMPLE_PERSON.idNumber,
      oldIdNumber: "",
      fullName: SAMPLE_PERSON.fullName,
      dateOfBirth: SAMPLE_PERSON.dateOfBirth,
      gender: SAMPLE_PERSON.gender,
      address: SAMPLE_PERSON.address,
      issueDate: SAMPLE_PERSON.issueDate,
    },
    details: {
      loanPurpose: "Học tập",
      debitPaymentMethod: "Chuyển khoản hàng tháng",
      totalCapital: "30000000",
      payBackDay: "15",
      disbursement: {
        paymentType: "bank",
        bankId: 1,
        bankBranchId: 101,
        accountNumber: "0123456789",
        accountHolder: "NGUYEN THI ANH TUYET",
      },
      provinceCode: "1",
      wardCode: "00004",
      address: "Số 5 phố Phúc Xá, phường Ba Đình, Hà Nội",
      reference: { relationship: "Bố/Mẹ", fullName: "Nguyễn Văn Bình", phone: "0912000111", email: "" },
    },
  };
}

/**
 * A draft with both card sides and a face the server matched: ready for /v1/ticket/create. The card
 * front carries a real face in its portrait box and the selfie is that face (human's own samples).
 */
export async function readyDraft(t: TestApp, caller: Caller): Promise<string> {
  const code = await newDraft(t, caller);
  const card = jpegBytes(cardWith(sampleFace()));
  const front = await call(t, `/api${FRONT}`, { caller, body: imageForm(code, card, "image/jpeg") });
  const back = await upload(t, BACK, caller, code, { kind: "back" });
  const selfie = jpegBytes(frameWith(sampleFace(), 480, 480, 360));
  const face = await call(t, FACE, { caller, body: imageForm(code, selfie, "image/jpeg") });
  if (front.code !== 200 || back.code !== 200 || face.code !== 200) {
    throw new Error(`ready draft: ${front.message} / ${back.message} / ${face.message}`);
  }
  return code;
}
