import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatThousands } from "../../src/domain/format";
import { useNumberDraft } from "../../src/features/cards/use-number-draft";

/**
 * The income box of the card filters applies itself after a 600 ms pause. Found by the WebKit journey
 * (issue 33): typing "15000000" key by key on a slow device left "150", because the pause's value
 * coming back through the URL overwrote the digits typed meanwhile.
 */
const toText = (value: number | null) => (value === null ? "" : formatThousands(value));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function draft() {
  const apply = vi.fn();
  const hook = renderHook(({ applied }: { applied: number | null }) => useNumberDraft(applied, toText, apply), {
    initialProps: { applied: null as number | null },
  });
  return { apply, ...hook };
}

describe("a numeric filter box", () => {
  it("keeps the digits typed while the value of a pause is being applied", () => {
    vi.useFakeTimers();
    const { apply, result, rerender } = draft();
    act(() => result.current.setText("150"));
    act(() => vi.advanceTimersByTime(600));
    expect(apply).toHaveBeenLastCalledWith(150);
    act(() => result.current.setText("1.500.000")); // the visitor goes on typing
    rerender({ applied: 150 }); // the URL catches up with the pause
    expect(result.current.text).toBe("1.500.000");
    act(() => vi.advanceTimersByTime(600));
    expect(apply).toHaveBeenLastCalledWith(1_500_000);
  });

  it("still takes a value set from outside, such as 'Xóa bộ lọc'", () => {
    const { result, rerender } = draft();
    rerender({ applied: 15_000_000 });
    expect(result.current.text).toBe("15.000.000");
    act(() => result.current.setText("2.000"));
    rerender({ applied: null });
    expect(result.current.text).toBe("");
  });
});
