import { useContext, useEffect, useRef, useState } from "react";
import { t } from "../i18n/t";
import type { BotCheckProps } from "./bot-check";
import { type ChallengeFetcher, ChallengeFetcherContext } from "./challenge-fetcher";
import "./bot-check.css";

/** The methods of the `altcha-widget` element this wrapper uses. */
interface AltchaElement extends HTMLElement {
  getState?: () => string;
  reset?: () => void;
}
interface AltchaGlobal {
  defaults: { set: (values: Record<string, unknown>) => void };
  /** The solver of each challenge algorithm (the "external" build registers none). */
  algorithms: Map<string, () => Worker>;
}
type StateChange = CustomEvent<{ state: string; payload: string | null }>;

let loading: Promise<void> | null = null;

/**
 * Loads the widget (about 37 KB gzip) and its Vietnamese strings the first time the contact step opens,
 * so the home page's bundle does not carry it. The "external" build does not inject a <style> element
 * (our CSP has no style-src 'unsafe-inline'): its stylesheet comes as a file of our own origin. It also
 * leaves out the solver, which the full build starts from a blob: URL: ours is the package's SHA worker,
 * served as a file of our origin (the challenge is plain SHA-256, server/services/captcha/challenge.ts).
 */
function loadAltcha(fetchChallenge: ChallengeFetcher): Promise<void> {
  loading ??= Promise.all([
    import("altcha/external"),
    import("altcha/altcha.css"),
    import("altcha/i18n/vi"),
    import("altcha/workers/sha?worker"),
  ]).then(([, , , sha]) => {
    const altcha = (globalThis as { $altcha?: AltchaGlobal }).$altcha;
    const ShaWorker = sha.default;
    for (const name of ["SHA-256", "SHA-384", "SHA-512"]) altcha?.algorithms.set(name, () => new ShaWorker());
    altcha?.defaults.set({ fetch: fetchChallenge, language: "vi", hideFooter: true });
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The self-hosted ALTCHA checkbox (challenge from GET /api/captcha/challenge). Its payload goes to the
 * machine on `verified`; `expired` and `error` clear it; when the machine clears a payload the widget
 * is reset so the visitor solves a fresh challenge.
 */
export function AltchaBotCheck({ verified, onVerify, onExpire, describedBy }: BotCheckProps) {
  const fetchChallenge = useContext(ChallengeFetcherContext);
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement | null>(null);
  const handlers = useRef({ onVerify, onExpire });
  handlers.current = { onVerify, onExpire };
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let cancelled = false;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      if (state === "verified" && payload) handlers.current.onVerify(payload);
      else if (state === "expired" || state === "error") handlers.current.onExpire();
    };
    if (!fetchChallenge) {
      setStatus("failed");
      return;
    }
    loadAltcha(fetchChallenge).then(
      () => {
        if (cancelled || !host.current) return;
        const element = document.createElement("altcha-widget") as AltchaElement;
        element.setAttribute("challenge", "/api/captcha/challenge");
        element.setAttribute("language", "vi");
        element.setAttribute("type", "checkbox");
        element.addEventListener("statechange", onStateChange);
        host.current.append(element);
        widget.current = element;
        setStatus("ready");
      },
      () => {
        if (!cancelled) setStatus("failed");
      },
    );
    return () => {
      cancelled = true;
      widget.current?.removeEventListener("statechange", onStateChange);
      widget.current?.remove();
      widget.current = null;
    };
  }, [fetchChallenge]);

  // The machine dropped the payload (used by an OTP request, or reset): start over.
  useEffect(() => {
    const element = widget.current;
    if (!verified && element?.getState?.() === "verified") element.reset?.();
  }, [verified]);

  return (
    <div className="bot-check" aria-describedby={describedBy}>
      <div ref={host} />
      {status === "loading" && <p className="muted">{t("funnel_captcha_loading")}</p>}
      {status === "failed" && (
        <p className="field-error" role="alert">
          {t("funnel_captcha_unavailable")}
        </p>
      )}
    </div>
  );
}
