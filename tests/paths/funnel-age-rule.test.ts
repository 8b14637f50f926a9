import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { selectAgeOutOfRange, selectCanSubmitStep, selectPopup } from "../../machines/lead-funnel/selectors";
import { type Funnel, start, toStep3 } from "../machines/lead-funnel-driver";
import { NAME, TICKET } from "../machines/lead-funnel-model";
import { ageOutsideSpec } from "../oracles/lead-funnel";

/**
 * SPEC 2/7 on step 4 (issue 33): the age is the current year minus the ID's birth year and must be 18 to
 * 60 inclusive. The boundaries, on the machine: an age outside gets the not_valid_age popup as the ID is
 * typed, then the step keeps 'Tiếp tục' off and names the rule; 18 and 60 themselves pass.
 */
const YEAR = 2026;
/** An ID of a man born in `year` (4th digit 0 for the 1900s, 2 for the 2000s). */
const idBornIn = (year: number) => `001${year >= 2000 ? 2 : 0}${String(year % 100).padStart(2, "0")}000123`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function atStep4(): Promise<Funnel> {
  const f = start({ currentYear: YEAR, attribution: { clickId: "paths" }, sourceUrl: "" });
  await toStep3(f);
  await f.answer("otp", { status: "verified", data: TICKET });
  f.send({ type: "name.change", value: NAME });
  return f;
}

describe("step 4's age rule: 18 to 60 inclusive (SPEC)", () => {
  it.each([
    [17, true],
    [18, false],
    [60, false],
    [61, true],
  ])("age %i: outside the rule is %s", async (age, outside) => {
    const id = idBornIn(YEAR - age);
    // The oracle states SPEC's bounds by itself.
    expect(ageOutsideSpec(id, YEAR)).toBe(outside);
    const f = await atStep4();
    f.send({ type: "nationalId.change", value: id });
    expect(selectPopup(f.state())).toBe(outside);
    expect(f.state().context.notice).toEqual(outside ? { key: "not_valid_age" } : null);
    if (outside) f.send({ type: "popup.close" });
    expect(f.state().matches({ flow: { identity: "editing" } })).toBe(true);
    expect(selectAgeOutOfRange(f.state())).toBe(outside);
    expect(selectCanSubmitStep(f.state())).toBe(!outside);
    f.send({ type: "identity.submitted" });
    expect(f.state().matches({ flow: { identity: "checkingId" } })).toBe(!outside);
  });

  it("an incomplete ID says nothing yet; correcting an out-of-range ID lets the visitor on", async () => {
    const f = await atStep4();
    f.send({ type: "nationalId.change", value: "0010650" });
    expect(selectPopup(f.state())).toBe(false);
    expect(selectAgeOutOfRange(f.state())).toBe(false);
    f.send({ type: "nationalId.change", value: idBornIn(1965) });
    f.send({ type: "popup.close" });
    expect(selectCanSubmitStep(f.state())).toBe(false);
    f.send({ type: "nationalId.change", value: idBornIn(1990) });
    expect(selectAgeOutOfRange(f.state())).toBe(false);
    expect(selectCanSubmitStep(f.state())).toBe(true);
  });
});
