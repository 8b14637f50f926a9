import { describe, expect, it } from "vitest";
import {
  emptyAttribution,
  nextAttribution,
  paramsFromQuery,
  secondsBetween,
  toAttribution,
} from "../../src/domain/attribution";
import { CLICK_ID_LENGTH, isSystemClickId, newSystemClickId } from "../../src/domain/click-id";

describe("attribution from the landing link", () => {
  it("reads the thirteen parameters of SPEC.md and ignores the others", () => {
    const query =
      "?cid=c1&pubid=p1&pid=pa1&source=fb&campaign=tet&content=banner&term=vay&medium=cpc&s1=a&s2=b&s3=c&s4=d&s5=e&utm_source=x&id=3";
    expect(toAttribution(paramsFromQuery(query))).toEqual({
      clickId: "c1",
      pubId: "p1",
      partnerId: "pa1",
      utmSource: "fb",
      utmCampaign: "tet",
      utmContent: "banner",
      utmTerm: "vay",
      utmMedium: "cpc",
      sub1: "a",
      sub2: "b",
      sub3: "c",
      sub4: "d",
      sub5: "e",
    });
  });

  it("trims, drops empty values and control characters, and cuts at 255 characters", () => {
    const params = paramsFromQuery(`?source=%20fb%20&campaign=&s1=a%0Ab&term=${"x".repeat(300)}`);
    expect(params).toEqual({ source: "fb", s1: "ab", term: "x".repeat(255) });
  });

  it("keeps Vietnamese values as they are", () => {
    expect(paramsFromQuery("?campaign=T%E1%BA%BFt%202027").campaign).toBe("Tết 2027");
  });

  it("is all null without parameters", () => {
    expect(toAttribution(paramsFromQuery(""))).toEqual(emptyAttribution());
    expect(Object.values(emptyAttribution()).every((value) => value === null)).toBe(true);
  });
});

describe("what a landing does to what was kept", () => {
  const stored = { cid: "old-click", source: "fb", campaign: "tet" };

  it("keeps the stored attribution when the link carries none", () => {
    expect(nextAttribution(stored, {})).toEqual({ keep: stored, changed: false });
  });

  it("replaces it as a whole when the link carries any: no old click id under a new campaign", () => {
    expect(nextAttribution(stored, { source: "google" })).toEqual({ keep: { source: "google" }, changed: true });
  });

  it("is no new click when the link repeats what was kept (a reload of the landing page)", () => {
    expect(nextAttribution(stored, { ...stored })).toEqual({ keep: stored, changed: false });
  });
});

describe("system click id", () => {
  it("is 30 letters and digits, different each time", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newSystemClickId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toHaveLength(CLICK_ID_LENGTH);
      expect(isSystemClickId(id)).toBe(true);
    }
  });

  it("drops the bytes that would bias the alphabet", () => {
    // 248..255 are dropped; 0 -> A, 61 -> 9, 62 -> A again.
    const bytes = [255, 248, 0, 61, 62, ...Array.from({ length: 200 }, (_, i) => i % 62)];
    let offset = 0;
    const id = newSystemClickId((buffer) => {
      buffer.set(bytes.slice(offset, offset + buffer.length));
      offset += buffer.length;
      return buffer;
    });
    expect(id.startsWith("A9A")).toBe(true);
    expect(id).toHaveLength(30);
  });

  it("refuses ids of another shape", () => {
    expect(isSystemClickId("short")).toBe(false);
    expect(isSystemClickId(`${"a".repeat(29)}-`)).toBe(false);
  });
});

describe("time on page", () => {
  it("is whole seconds, never negative", () => {
    expect(secondsBetween(1_000, 2_999)).toBe(1);
    expect(secondsBetween(5_000, 1_000)).toBe(0);
  });
});
