import { useEffect } from "react";
import { t } from "../i18n/t";

/** Sets the page's title and meta description while the screen is shown. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = `${title} | ${t("brand_name")}`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement("meta");
        meta.name = "description";
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
