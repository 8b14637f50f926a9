import { useEffect, useRef, useState } from "react";
import { tf } from "../../i18n/vi-flows";
import type { LiveStore } from "../live/live-store";

/** The hosted inspector; the e2e tests route this address to a stand-in page. */
export const STATELY_URL = "https://stately.ai/inspect";
/** How long the inspector gets to answer before the viewer says it cannot be reached. */
const CONNECT_TIMEOUT_MS = 15_000;

type Status = "idle" | "connecting" | "connected" | "unreachable";

/**
 * The hosted Stately inspector in an iframe of this page (the library's iframe mode): it says
 * `@statelyai.connected` to its parent, gets every actor and latest snapshot known so far, then
 * every new event. No window of the app is opened to another origin, so the app keeps its
 * Cross-Origin-Opener-Policy; only this page may frame stately.ai (server/http/security-headers.ts).
 */
export function StatelyRelay({ store }: { store: LiveStore }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!open) return;
    let stopForwarding: (() => void) | null = null;
    const onMessage = (message: MessageEvent<unknown>) => {
      const target = frame.current?.contentWindow;
      if (!target || message.source !== target) return;
      const type = (message.data as { type?: unknown } | null)?.type;
      if (type !== "@statelyai.connected" || stopForwarding) return;
      setStatus("connected");
      for (const event of store.known()) target.postMessage(event, "*");
      stopForwarding = store.onRaw((event) => target.postMessage(event, "*"));
    };
    const giveUp = () => {
      setStatus("unreachable");
      setOpen(false);
    };
    window.addEventListener("message", onMessage);
    const timer = window.setTimeout(() => {
      if (!stopForwarding) giveUp();
    }, CONNECT_TIMEOUT_MS);
    if (!navigator.onLine) giveUp();
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
      stopForwarding?.();
    };
  }, [open, store]);

  const start = () => {
    setStatus("connecting");
    setOpen(true);
  };
  return (
    <section className="flows-panel" aria-labelledby="flows-stately-title">
      <h2 id="flows-stately-title">{tf("flows_stately")}</h2>
      {!open && (
        <button type="button" onClick={start}>
          {tf("flows_stately_open")}
        </button>
      )}
      <p role="status">
        {status === "connecting" && tf("flows_stately_connecting")}
        {status === "connected" && tf("flows_stately_connected")}
        {status === "unreachable" && tf("flows_stately_unreachable")}
      </p>
      {open && <iframe ref={frame} className="flows-stately" title={tf("flows_stately_frame")} src={STATELY_URL} />}
    </section>
  );
}
