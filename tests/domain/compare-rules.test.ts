import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyCompareUpdate,
  type CompareCard,
  canAdd,
  compareLimit,
  keepActive,
  limitMessageKey,
  parseCompareIds,
  sanitizeCompareList,
} from "../../src/domain/compare-rules";
import { t } from "../../src/i18n/t";

const card = (id: number): CompareCard => ({ id, name: `Thẻ ${id}`, productImage: `the-${id}.svg` });

describe("compare limit", () => {
  it("is 3 cards, and 2 on screens narrower than 520 px", () => {
    expect(compareLimit(1280)).toBe(3);
    expect(compareLimit(520)).toBe(3);
    expect(compareLimit(519)).toBe(2);
    expect(compareLimit(360)).toBe(2);
  });

  it("names the right message for each limit", () => {
    expect(t(limitMessageKey(3))).toBe("Bạn chỉ có thể chọn tối đa 3 thẻ để so sánh");
    expect(t(limitMessageKey(2))).toBe("Bạn chỉ có thể chọn tối đa 2 thẻ để so sánh");
  });

  it("refuses a card beyond the limit and ignores one already chosen", () => {
    expect(canAdd([card(1), card(2)], 3, 3)).toEqual({ kind: "ok" });
    expect(canAdd([card(1), card(2), card(3)], 4, 3)).toEqual({ kind: "limit", limit: 3 });
    expect(canAdd([card(1), card(2)], 3, compareLimit(400))).toEqual({ kind: "limit", limit: 2 });
    expect(canAdd([card(1)], 1, 3)).toEqual({ kind: "duplicate" });
  });
});

describe("compare list updates (SPEC.md section 3)", () => {
  it("replaces the list with an array, clears it with null and appends a single card", () => {
    const list = [card(1), card(2)];
    expect(applyCompareUpdate(list, [card(7)])).toEqual([card(7)]);
    expect(applyCompareUpdate(list, null)).toEqual([]);
    expect(applyCompareUpdate(list, card(3))).toEqual([card(1), card(2), card(3)]);
  });

  it("never holds a duplicate or more than 3 cards", () => {
    expect(applyCompareUpdate([card(1)], card(1))).toEqual([card(1)]);
    expect(applyCompareUpdate([card(1), card(2), card(3)], card(4))).toHaveLength(3);
    expect(applyCompareUpdate([], [card(1), card(1), card(2), card(3), card(4)])).toEqual([card(1), card(2), card(3)]);
  });

  it("keeps only valid cards from whatever local storage holds", () => {
    expect(sanitizeCompareList("nope")).toEqual([]);
    expect(sanitizeCompareList([{ id: "1" }, null, { id: 0, name: "x", productImage: "y" }, card(5)])).toEqual([
      card(5),
    ]);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const list = sanitizeCompareList(value);
        expect(list.length).toBeLessThanOrEqual(3);
        expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
      }),
    );
  });
});

describe("inactive cards at load", () => {
  it("keeps the list and says nothing when every card is active", () => {
    expect(keepActive([card(1), card(2)], [1, 2])).toEqual({ list: [card(1), card(2)], message: null });
  });

  it("removes inactive cards and says some were removed", () => {
    const result = keepActive([card(1), card(2), card(3)], [1, 3]);
    expect(result.list).toEqual([card(1), card(3)]);
    expect(t(result.message!)).toBe("Một số thẻ không còn khả dụng. Các thẻ còn lại sẽ được so sánh.");
  });

  it("clears the list when every card is inactive", () => {
    const result = keepActive([card(1), card(2)], []);
    expect(result.list).toEqual([]);
    expect(t(result.message!)).toBe("Thẻ này hiện không khả dụng.");
  });
});

describe("?ids= of the compare page", () => {
  it("reads up to three distinct positive ids", () => {
    expect(parseCompareIds("1,2,3")).toEqual([1, 2, 3]);
    expect(parseCompareIds("3, 1,3")).toEqual([3, 1]);
    expect(parseCompareIds("1,2,3,4")).toEqual([1, 2, 3]);
    expect(parseCompareIds("a,0,-1,2")).toEqual([2]);
    expect(parseCompareIds("")).toBeNull();
    expect(parseCompareIds(undefined)).toBeNull();
    expect(parseCompareIds("x")).toBeNull();
  });
});
