import { t } from "../../i18n/t";

const dateTime = new Intl.DateTimeFormat("vi-VN", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Ho_Chi_Minh",
});

/** An ISO time as the page shows it (Vietnam's time zone). */
export const shownTime = (iso: string) => dateTime.format(new Date(iso));

/** An ISO value of a held item (an image's capture time) shown as a time; any other value as it is. */
export const shownValue = (value: string) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? shownTime(value) : value);

/** Where a held item is kept: the account, a visit, or the code of a lead ticket or application. */
export function sourceLabel(source: string): string {
  if (source.startsWith("account:")) return t("my_data_source_account");
  if (source.startsWith("visit:")) return t("my_data_source_visit");
  return source;
}
