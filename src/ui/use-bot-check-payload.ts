import { useCallback, useMemo, useRef, useState } from "react";

/**
 * The payload of a solved bot check (the ALTCHA widget of src/ui/bot-check.tsx), held
 * for the next call that needs it. A payload is accepted once by the server, so `take` hands it out
 * and clears it: the widget then starts over for the next attempt.
 */
export interface BotCheckPayload {
  payload: string | null;
  verify: (payload: string) => void;
  expire: () => void;
  /** The payload for a call, cleared at once (stable across renders). */
  take: () => string | null;
}

export function useBotCheckPayload(): BotCheckPayload {
  const [payload, setPayload] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const verify = useCallback((value: string) => {
    current.current = value;
    setPayload(value);
  }, []);
  const expire = useCallback(() => {
    current.current = null;
    setPayload(null);
  }, []);
  const take = useCallback(() => {
    const value = current.current;
    current.current = null;
    setPayload(null);
    return value;
  }, []);
  return useMemo(() => ({ payload, verify, expire, take }), [payload, verify, expire, take]);
}
