import { useEffect, useState } from "react";
import { t } from "../../i18n/t";
import { showNotice } from "../../state/notice";
import { useDocumentTitle } from "../../ui/use-document-title";
import { currentPosition, type Position } from "./geolocation";
import { SpreadsheetExport } from "./test-page-export";
import "./content.css";

/** Keeps a hidden page out of search engines while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function GeolocationDemo() {
  const [locating, setLocating] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);

  const locate = () => {
    setLocating(true);
    currentPosition().then(
      (found) => {
        setPosition(found);
        setLocating(false);
      },
      (key: Parameters<typeof t>[0]) => {
        setLocating(false);
        showNotice({ message: t(key) });
      },
    );
  };

  return (
    <section aria-labelledby="test-geo-title">
      <h2 id="test-geo-title">{t("test_geo_title")}</h2>
      <button type="button" className="btn btn-primary" onClick={locate} disabled={locating} aria-busy={locating}>
        {locating ? t("test_geo_locating") : t("test_geo_button")}
      </button>
      <p aria-live="polite">
        {position
          ? t("test_geo_result", {
              latitude: position.latitude.toFixed(5),
              longitude: position.longitude.toFixed(5),
              accuracy: Math.round(position.accuracy),
            })
          : null}
      </p>
    </section>
  );
}

/** /page_test: the hidden test page with browser geolocation and a spreadsheet export demo. */
export function TestPage() {
  useDocumentTitle(t("page_test"), t("meta_test"));
  useNoIndex();
  return (
    <div className="page container test-page">
      <h1>{t("page_test")}</h1>
      <GeolocationDemo />
      <SpreadsheetExport />
    </div>
  );
}
