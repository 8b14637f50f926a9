import { useEffect } from "react";

/**
 * `<meta name="robots" content="noindex">` while a back-office screen is shown. The server also
 * answers every /quan-tri page with it in the HTML and `X-Robots-Tag: noindex` (server/http/backoffice-pages.ts).
 */
export function useNoIndex(): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "robots";
      document.head.append(meta);
    }
    meta.content = "noindex, nofollow";
    return () => {
      if (previous === null) meta?.remove();
      else if (meta) meta.content = previous;
    };
  }, []);
}
