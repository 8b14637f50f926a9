import { screen, within } from "@testing-library/react";
import { t } from "../../src/i18n/t";
import type { MyDataShows } from "./my-data";

/**
 * What the rendered "Dữ liệu của tôi" page shows (Testing Library queries, as a customer finds things),
 * in the shape of `myDataShows` (tests/oracles/my-data.ts): the loading line, the load's error with
 * 'Thử lại', or the page's sections and its popups (both titled 'Thông báo': the confirmation has 'Hủy').
 */

const PURPOSES = ["loan_lead", "ticket", "biometric"] as const;
const purposeIn = (text: string) => PURPOSES.find((purpose) => text.includes(t(`my_data_purpose_${purpose}`)));
const SOURCE = `(${t("my_data_source")}: `;

/** All the page's buttons on, all off, or some of each ("mixed", which the page never should show). */
function buttonsOn(buttons: HTMLElement[]): MyDataShows["buttonsOn"] {
  if (buttons.length === 0) return null;
  const on = buttons.filter((button) => !button.hasAttribute("disabled")).length;
  return on === buttons.length ? true : on === 0 ? false : "mixed";
}

function readPage() {
  const consents = screen.getByRole("region", { name: t("my_data_consents_title") });
  const withdrawButtons = within(consents).queryAllByRole("button", {
    name: (name: string) => name.startsWith(`${t("my_data_withdraw")}: `),
  });
  const withdrawn = within(consents)
    .queryAllByRole("listitem")
    .filter((item) => (item.textContent ?? "").includes(t("my_data_consent_withdrawn", { date: "" }).trim()));
  const face = screen.getByRole("region", { name: t("my_data_category_face") });
  const faces = within(face)
    .queryAllByRole("definition")
    .map((dd) => {
      const text = dd.textContent ?? "";
      return text.slice(text.indexOf(SOURCE) + SOURCE.length, text.lastIndexOf(")"));
    });
  const deletion = screen.getByRole("region", { name: t("my_data_deletion_title") });
  const requestButton = within(deletion).queryByRole("button", { name: t("my_data_deletion_request") });
  const pending = within(deletion)
    .queryAllByRole("listitem")
    .filter((item) => (item.textContent ?? "").includes(t("my_data_deletion_pending")))
    .map((item) => /Mã (\S+), gửi ngày/.exec(item.textContent ?? "")?.[1] ?? "?");
  const buttons = [...withdrawButtons, ...(requestButton ? [requestButton] : [])];
  return {
    withdrawable: withdrawButtons.map((button) => purposeIn(button.getAttribute("aria-label") ?? "") ?? "?"),
    withdrawn: withdrawn.map((item) => purposeIn(item.textContent ?? "") ?? "?"),
    faces,
    canRequestDeletion: requestButton !== null,
    pending,
    buttonsOn: buttonsOn(buttons),
  };
}

export function myDataShowsOnScreen(expected: MyDataShows, calls: string[]): MyDataShows {
  const page = screen.queryByRole("region", { name: t("my_data_held_title") }) !== null;
  const alert = screen.queryByRole("alert");
  const error = alert !== null && (alert.textContent ?? "").includes(t("my_data_error"));
  const status = screen.queryAllByRole("status").map((element) => element.textContent ?? "");
  const dialog = screen.queryByRole("dialog", { name: t("notice_title") });
  const asking = dialog !== null && within(dialog).queryByRole("button", { name: t("cancel") }) !== null;
  const dialogText = dialog ? (within(dialog).getAllByRole("paragraph")[0]?.textContent ?? "") : null;
  const loadError = error
    ? expected.loadError && (alert?.textContent ?? "").includes(expected.loadError)
      ? expected.loadError
      : (alert?.textContent ?? "")
    : null;
  const shown = page
    ? readPage()
    : { withdrawable: [], withdrawn: [], faces: [], canRequestDeletion: false, pending: [], buttonsOn: null };
  return {
    screen: page ? "page" : error ? "error" : status.includes(t("loading")) ? "loading" : ("nothing" as "loading"),
    loadError,
    busy: page && status.includes(t("loading")),
    ...shown,
    confirm: asking ? dialogText : null,
    notice: dialog && !asking ? dialogText : null,
    calls,
  };
}
