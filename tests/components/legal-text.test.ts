import { describe, expect, it } from "vitest";
import { versionLabel } from "../../src/features/backoffice/consents-page";
import { anchorOf, blocksOf, sectionsOf, textOf } from "../../src/features/backoffice/legal-text";

/** The legal texts' plain editor (paragraphs and "- " lists) and the consent list's version label. */
describe("the legal texts' plain editor", () => {
  it("reads paragraphs apart by a blank line and lists of '- ' lines, and writes them back the same", () => {
    const text = "Đoạn một\nvẫn đoạn một.\n\n- Ý một\n- Ý hai\n\nĐoạn cuối.";
    expect(blocksOf(text)).toEqual([
      { type: "p", text: "Đoạn một vẫn đoạn một." },
      { type: "list", items: ["Ý một", "Ý hai"] },
      { type: "p", text: "Đoạn cuối." },
    ]);
    expect(textOf(blocksOf(text))).toBe("Đoạn một vẫn đoạn một.\n\n- Ý một\n- Ý hai\n\nĐoạn cuối.");
  });

  it("gives a new part an anchor from its heading, without diacritics, each anchor once", () => {
    expect(anchorOf("Điều 3. Phí và lãi suất")).toBe("dieu-3-phi-va-lai-suat");
    const sections = sectionsOf([
      { anchor: "quy-dinh-chung", heading: "I. Quy định chung", text: "A.", articles: [] },
      {
        anchor: "",
        heading: "Quy định chung",
        text: "B.",
        articles: [{ anchor: "", heading: "Quy định chung", text: "" }],
      },
    ]);
    expect(sections.map((s) => [s.anchor, s.articles.map((a) => a.anchor)])).toEqual([
      ["quy-dinh-chung", []],
      ["quy-dinh-chung-2", ["quy-dinh-chung-3"]],
    ]);
  });

  it("names the versions a consent agreed to; an older label stays as stored", () => {
    expect(versionLabel("terms:v3+privacy:v2")).toBe(
      "Điều khoản sử dụng v3, Chính sách bảo mật v2 (terms:v3+privacy:v2)",
    );
    expect(versionLabel("2026-11-01")).toBe("2026-11-01");
  });
});
