import { QRCodeSVG } from "qrcode.react";
import { t } from "../../../i18n/t";
import { ZALO_OA_URL } from "./home-data";
import "./home.css";

/** The QR code to follow our official account on the messaging app. */
export function FollowOa({ url = ZALO_OA_URL }: { url?: string }) {
  return (
    <section className="container page-section" aria-labelledby="home-oa-title">
      <div className="home-card follow-oa">
        <div>
          <h2 id="home-oa-title">{t("follow_oa_title")}</h2>
          <p>{t("follow_oa_text")}</p>
          <a className="btn btn-secondary" href={url} target="_blank" rel="noopener noreferrer">
            {t("follow_oa_open")}
          </a>
        </div>
        <QRCodeSVG value={url} size={144} role="img" aria-label={t("follow_oa_qr_label")} className="follow-oa-qr" />
      </div>
    </section>
  );
}
