import { screen, within } from "@testing-library/react";
import type { AnyMachineSnapshot } from "xstate";
import { type MyDataSnapshot, selectQuestion } from "../../machines/my-data/selectors";
import type { MyDataContext, MyDataNotice } from "../../machines/my-data/types";
import { t } from "../../src/i18n/t";
import type { DeferredActors } from "../support/machine-paths";
import { knownFrom, type MyDataShows, myDataCalls, pageShows } from "./my-data";

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

function noticeWords(notice: MyDataNotice): string {
  if (notice.message) return notice.message;
  if (notice.kind === "withdrawn") return t("my_data_withdrawn_done");
  if (notice.kind === "filed") return t("my_data_deletion_filed", { reference: notice.reference });
  return t("normal_error");
}

/** What the page would show for a snapshot, read the way the view reads it (tags, context). */
export function myDataShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): MyDataShows {
  const context = snapshot.context as MyDataContext;
  const page = snapshot.hasTag("ready") && context.data !== null;
  const question = selectQuestion(snapshot as MyDataSnapshot);
  const confirm =
    question === null
      ? null
      : question.kind === "deletion"
        ? t("my_data_deletion_confirm")
        : t(question.faceWarning ? "my_data_withdraw_confirm_biometric" : "my_data_withdraw_confirm");
  return {
    screen: page ? "page" : snapshot.hasTag("loadFailed") ? "error" : "loading",
    loadError: snapshot.hasTag("loadFailed") ? (context.loadError ?? t("normal_error")) : null,
    ...pageShows(page && context.data ? knownFrom(context.data) : null, snapshot.hasTag("busy")),
    confirm,
    notice: snapshot.hasTag("popup") && context.notice ? noticeWords(context.notice) : null,
    calls: myDataCalls(fakes),
  };
}
