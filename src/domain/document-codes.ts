import type { MessageKey } from "../i18n/t";

/**
 * Every document-reading code of SPEC.md section 8 and its message key. Codes come from the
 * identity provider (ours or an external eKYC vendor); an unknown code gets 'Không thành công.
 * Vui lòng thử lại'.
 */
export const DOCUMENT_CODE_KEYS = {
  "001": "ekyc_code_001",
  "004": "ekyc_code_004",
  "005": "ekyc_code_005",
  "006": "ekyc_code_006",
  "008": "ekyc_code_008",
  "012": "ekyc_code_012",
  "013": "ekyc_code_013",
  "015": "ekyc_code_015",
  "016": "ekyc_code_016",
  "017": "ekyc_code_017",
  "018": "ekyc_code_018",
  "019": "ekyc_code_019",
  "020": "ekyc_code_020",
  "021": "ekyc_code_021",
  "022": "ekyc_code_022",
  "023": "ekyc_code_023",
  "024": "ekyc_code_024",
  "025": "ekyc_code_025",
  "026": "ekyc_code_026",
  "027": "ekyc_code_027",
  "302": "ekyc_code_302",
  "305": "ekyc_code_305",
  "306": "ekyc_code_306",
  "307": "ekyc_code_307",
  "308": "ekyc_code_308",
  "317": "ekyc_code_317",
  "399": "ekyc_code_399",
  "400": "ekyc_code_400",
  "401": "ekyc_code_401",
  "404": "ekyc_code_404",
  "415": "ekyc_code_415",
  "432": "ekyc_code_432",
  "452": "ekyc_code_452",
  "453": "ekyc_code_453",
  "454": "ekyc_code_454",
  "455": "ekyc_code_455",
  "456": "ekyc_code_456",
  "457": "ekyc_code_457",
  "458": "ekyc_code_458",
  "473": "ekyc_code_473",
  "474": "ekyc_code_474",
  "500": "ekyc_code_500",
  idg_system_error: "ekyc_idg_system_error",
  idg_poor_image: "ekyc_idg_poor_image",
  idg_system_busy: "ekyc_idg_system_busy",
  fraud_check_failed: "ekyc_fraud_check_failed",
  ocr_failed: "ekyc_ocr_failed",
} as const satisfies Record<string, MessageKey>;

export type DocumentCode = keyof typeof DOCUMENT_CODE_KEYS;

/** The codes our offline reader produces itself. */
export const DOCUMENT_CHECK_CODE = {
  cropped: "019",
  blurred: "022",
  idMismatch: "023",
  notRecognised: "404",
  wrongFormat: "453",
  wrongDocumentType: "455",
  tooFar: "458",
} as const satisfies Record<string, DocumentCode>;

export function isDocumentCode(code: string): code is DocumentCode {
  return Object.hasOwn(DOCUMENT_CODE_KEYS, code);
}

/** The message key of a provider's code; unknown codes fall back to 'Không thành công. Vui lòng thử lại'. */
export function documentMessageKey(code: string): MessageKey {
  return isDocumentCode(code) ? DOCUMENT_CODE_KEYS[code] : "ekyc_unknown";
}
