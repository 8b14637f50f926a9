import { Fragment } from "react";
import type { LeadFunnelContext } from "../../../machines/lead-funnel/types";
import { SUPPORT } from "../../domain/constants";
import { t } from "../../i18n/t";
import { CardSuggestions } from "./card-suggestions";
import type { FunnelEvents } from "./use-funnel-events";

/** The support sentence with its e-mail and hotline as links. */
function SupportContacts() {
  const links: Record<string, React.JSX.Element> = {
    email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>,
    hotline: <a href={`tel:${SUPPORT.hotline.replace(/\s/g, "")}`}>{SUPPORT.hotline}</a>,
  };
  const parts = t("blacklist_support").split(/\{(email|hotline)\}/);
  return (
    <p className="funnel-support">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never move
        <Fragment key={index}>{index % 2 === 1 ? links[part] : part}</Fragment>
      ))}
    </p>
  );
}

/** The reason under the 'Rất tiếc!' title, without saying 'Rất tiếc!' a second time (issue 33). */
export function reasonUnderTitle(reason: string): string {
  const title = t("blacklist_title");
  return reason.startsWith(title) ? reason.slice(title.length).trim() : reason;
}

/** 'Rất tiếc!': the server's reason, the support contacts and card products (title rendered by the funnel). */
export function BlacklistScreen({ context, events }: { context: LeadFunnelContext; events: FunnelEvents }) {
  return (
    <div className="funnel-blacklist">
      <p className="funnel-outcome">{reasonUnderTitle(context.blacklistMessage || t("not_eligible"))}</p>
      <SupportContacts />
      <button type="button" className="btn btn-secondary" onClick={events.reset}>
        {t("back_home")}
      </button>
      <CardSuggestions cards={context.cards} />
    </div>
  );
}
