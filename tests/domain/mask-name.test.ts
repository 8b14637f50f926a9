import { describe, expect, it } from "vitest";
import { maskName } from "../../src/domain/mask-name";

describe("maskName (back-office lists)", () => {
  it("keeps each word's first letter, Vietnamese letters included", () => {
    expect(maskName("Nguyễn Văn An")).toBe("N***** V** A*");
    expect(maskName("  Đặng   Ý ")).toBe("Đ*** Ý*");
    // Decomposed input (a combining mark per tone) counts letters, not code points.
    expect(maskName("Nguyễn".normalize("NFD"))).toBe("N*****");
    expect(maskName("")).toBe("");
  });
});
