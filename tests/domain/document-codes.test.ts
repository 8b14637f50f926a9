import { describe, expect, it } from "vitest";
import { DOCUMENT_CODE_KEYS, documentMessageKey } from "../../src/domain/document-codes";
import { t } from "../../src/i18n/t";

// biome-ignore format: the SPEC.md section 8 list
const SPEC_CODES = ["001", "004", "015", "016", "017", "024", "400", "432", "454", "005", "006", "008", "456", "012",
  "013", "415", "018", "021", "452", "019", "020", "022", "023", "025", "026", "027", "302", "500", "305", "306", "307",
  "308", "317", "399", "401", "404", "453", "455", "457", "458", "473", "474", "idg_system_error", "idg_poor_image",
  "idg_system_busy", "fraud_check_failed", "ocr_failed"];

describe("document-reading codes", () => {
  it("maps every code of SPEC.md section 8 to its own Vietnamese message", () => {
    expect(Object.keys(DOCUMENT_CODE_KEYS).sort()).toEqual([...SPEC_CODES].sort());
    for (const code of SPEC_CODES) expect(documentMessageKey(code)).toBe(DOCUMENT_CODE_KEYS[code as "001"]);
    expect(t(documentMessageKey("022"))).toContain("mờ");
    expect(t(documentMessageKey("458"))).toContain("xa");
  });

  it("falls back to 'Không thành công. Vui lòng thử lại' for an unknown code", () => {
    expect(t(documentMessageKey("999"))).toBe("Không thành công. Vui lòng thử lại.");
    expect(t(documentMessageKey("toString"))).toBe("Không thành công. Vui lòng thử lại.");
  });
});
