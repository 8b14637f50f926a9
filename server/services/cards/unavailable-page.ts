import { t } from "../../../src/i18n/t";

/** The small page a browser tab gets when 'Mở thẻ ngay' points at a card that is no longer offered. */
export function unavailablePage(): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t("card_unavailable_title")}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f8fc;color:#0f172a}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;margin:16px;text-align:center;box-shadow:0 8px 24px rgb(0 0 0 / 10%)}
a{display:inline-block;margin-top:16px;padding:10px 20px;border-radius:999px;background:#0b5fff;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${t("card_unavailable_title")}</h1>
<p>${t("card_not_available")}</p>
<a href="/the-tin-dung">${t("back_to_cards")}</a>
</main>
</body>
</html>`;
}
