import { lazy, Suspense } from "react";
import { t } from "../../i18n/t";

/** Our official account on the messaging app (the same address as the home page's prompt). */
export const OFFICIAL_ACCOUNT_URL = "https://zalo.me/vaytieudung";

const QrCode = lazy(() => import("qrcode.react").then((module) => ({ default: module.QRCodeSVG })));

/**
 * The follow-the-official-account prompt of the result screen, with its QR code loaded on demand. Not
 * a landmark: the home page, where the funnel's result shows, has its own "Theo dõi chúng tôi trên
 * Zalo" section, and two regions of one name fail axe's landmark-unique (found in WebKit, issue 33).
 */
export function OfficialAccount() {
  return (
    <div className="funnel-oa">
      <div>
        <h3 id="funnel-oa-title">{t("follow_oa_title")}</h3>
        <p>{t("follow_oa_text")}</p>
        <a
          className="btn btn-secondary btn-small"
          href={OFFICIAL_ACCOUNT_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("funnel_follow_oa_open")}
        </a>
      </div>
      <Suspense fallback={<div className="funnel-oa-qr" aria-hidden="true" />}>
        <QrCode
          value={OFFICIAL_ACCOUNT_URL}
          size={120}
          role="img"
          aria-label={t("funnel_follow_oa_qr_label")}
          className="funnel-oa-qr"
        />
      </Suspense>
    </div>
  );
}
