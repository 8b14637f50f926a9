import { lazy, Suspense } from "react";
import { t } from "../../i18n/t";

// qrcode.react is fetched only when a QR code is first drawn: it never enters the home bundle.
const QRCodeSVG = lazy(() => import("qrcode.react").then((module) => ({ default: module.QRCodeSVG })));

/** The QR code of a card's outbound link, for opening the card on a phone. */
export function CardQr({ value, name }: { value: string; name: string }) {
  const label = t("card_qr_label", { name });
  return (
    <figure className="card-qr">
      <Suspense fallback={<div className="card-qr-placeholder" aria-hidden="true" />}>
        <QRCodeSVG value={value} size={88} marginSize={1} title={label} role="img" aria-label={label} />
      </Suspense>
      <figcaption>{t("scan_qr_to_open")}</figcaption>
    </figure>
  );
}
