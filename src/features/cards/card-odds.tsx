import { useAtomValue } from "jotai";
import { type KeyboardEvent, type PointerEvent, useId, useState } from "react";
import type { CardRequirementsData } from "../../contract/cards";
import { approvalOdds, type OddsProfile } from "../../domain/approval-odds";
import { t } from "../../i18n/t";
import { cardProfileAtom } from "../../state/card-profile";
import { oddsLevelText, oddsReasons } from "./odds-reasons";

export interface CardOddsProps {
  card: { name: string; requirements?: CardRequirementsData };
  /** What to show when there are no odds (no income and age yet); nothing by default. */
  fallback?: string;
}

/**
 * "Khả năng được duyệt: Cao / Trung bình / Thấp" for the visitor's profile (src/state/card-profile.ts),
 * with its reason in a disclosure: the button opens it on click, tap, Enter or Space (Escape closes it),
 * and a mouse hovering the badge shows it too.
 */
export function CardOdds({ card, fallback }: CardOddsProps) {
  const profile = useAtomValue(cardProfileAtom);
  return <CardOddsView card={card} profile={profile} fallback={fallback} />;
}

export function CardOddsView({ card, profile, fallback }: CardOddsProps & { profile: OddsProfile }) {
  const panelId = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const odds = card.requirements ? approvalOdds(card.requirements, profile) : null;
  if (!odds) return fallback ? <span className="muted">{fallback}</span> : null;
  const open = pinned || hovered;
  const level = oddsLevelText(odds.level);
  const hover = (value: boolean) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setPinned(false);
      setHovered(false);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the button, which is the control.
    <div
      className={`card-odds card-odds-${odds.level}`}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="card-odds-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click pins the reason open (a hovering mouse keeps it); a second click closes it.
          if (pinned) setHovered(false);
          setPinned(!pinned);
        }}
      >
        <span>{t("odds_label")}</span> <strong className="card-odds-level">{level}</strong>
        <span className="sr-only">
          {" "}
          ({card.name}, {t("odds_show_reason")})
        </span>
        <span className="card-odds-icon" aria-hidden="true">
          ?
        </span>
      </button>
      <div id={panelId} className="card-odds-reasons" hidden={!open}>
        <p className="card-odds-reasons-title">{t("odds_reason_title", { level })}</p>
        <ul>
          {oddsReasons(odds).map((line) => (
            <li key={line.text} className={line.shortfall ? "odds-shortfall" : "odds-met"}>
              {line.text}
            </li>
          ))}
        </ul>
        <p className="muted">{t("odds_disclaimer")}</p>
      </div>
    </div>
  );
}
