import type { ReactNode } from "react";
import { t } from "../../i18n/t";

const LINKS = [
  { words: t("agree_terms_link"), href: "/dieu-khoan" },
  { words: t("agree_privacy_link"), href: "/chinh-sach-bao-mat" },
];

/**
 * The consent sentence (its error message is SPEC's; the sentence reads 'điều khoản sử dụng', the terms'
 * own name, issue 33) with its "terms" and "privacy policy" words as links. They open in a new tab,
 * so reading them does not leave the form; a tap on a link follows it, a tap elsewhere on the label
 * toggles the checkbox.
 */
export function ConsentText() {
  const parts: ReactNode[] = [];
  let rest = t("agree_label");
  for (const { words, href } of LINKS) {
    const at = rest.indexOf(words);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={href} href={href} target="_blank" rel="noopener">
        {words}
      </a>,
    );
    rest = rest.slice(at + words.length);
  }
  parts.push(rest);
  return <span className="funnel-consent-text">{parts}</span>;
}
