import { useCallback, useEffect, useRef, useState } from "react";
import { parseThousands } from "../../domain/format";

/** How long typing may pause before a filter box applies itself. */
const APPLY_AFTER_MS = 600;

/**
 * The text of a numeric filter box: typed freely, applied on Enter, on leaving the box, or after a
 * short pause; and reset from outside when the applied value changes (for example 'Xóa bộ lọc').
 */
export function useNumberDraft(
  applied: number | null,
  toText: (value: number | null) => string,
  apply: (value: number | null) => void,
) {
  const [text, setText] = useState(() => toText(applied));
  const latest = useRef({ applied, apply });
  latest.current = { applied, apply };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new applied value resets the box.
  useEffect(() => {
    setText(toText(applied));
  }, [applied]);

  const commit = useCallback((value: string) => {
    const parsed = parseThousands(value);
    if (parsed !== latest.current.applied) latest.current.apply(parsed);
  }, []);

  useEffect(() => {
    if (parseThousands(text) === latest.current.applied) return;
    const timer = setTimeout(() => commit(text), APPLY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return { text, setText, commit: () => commit(text) };
}
