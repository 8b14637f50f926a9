import { describe, expect, it } from "vitest";
import { partnerFor } from "../../machines/lead-funnel/form";
import type { Partner } from "../../machines/lead-funnel/types";

// SPEC "Result by score": 58 or more → the first partner; 44 to below 58 → the second; below 44 → none.
const first: Partner = { name: "First finance company", minScore: 58, maxAmount: 50_000_000 };
const second: Partner = { name: "Second finance company", minScore: 44, maxAmount: 50_000_000 };

describe("the partner a score reaches (whatever order the partners come in)", () => {
  for (const [label, partners] of [
    ["first listed first", [first, second]],
    ["second listed first", [second, first]],
  ] as const) {
    it(`${label}: 58 and above go to the first partner, 44 to 57 to the second, below 44 to none`, () => {
      expect(partnerFor([...partners], 58)?.name).toBe(first.name);
      expect(partnerFor([...partners], 95)?.name).toBe(first.name);
      expect(partnerFor([...partners], 57)?.name).toBe(second.name);
      expect(partnerFor([...partners], 44)?.name).toBe(second.name);
      expect(partnerFor([...partners], 43)).toBeNull();
    });
  }
});
