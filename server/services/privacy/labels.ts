import { t } from "../../../src/i18n/t";

/** Where a held item is kept, as the exports print it: the account, a visit, or a ticket's code. */
export function sourceLabel(source: string): string {
  if (source.startsWith("account:")) return t("my_data_source_account");
  if (source.startsWith("visit:")) return t("my_data_source_visit");
  return source;
}
