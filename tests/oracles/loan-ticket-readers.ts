import { screen } from "@testing-library/react";
import { t } from "../../src/i18n/t";
import type { TicketShows, TicketStep } from "./loan-ticket";

/**
 * What the rendered loan-ticket wizard shows (Testing Library queries, as a customer finds things), in
 * the shape of `ticketShows` (tests/oracles/loan-ticket.ts): the step by its heading or, for the identity
 * step, by the step line ('Bước 1/5: Giấy tờ tùy thân'); the end notice with the product line (the
 * customer left) or without it (the product cannot be applied for); the 'Thông báo' popup.
 */

const shown = (text: string) => screen.queryAllByText(text).length > 0;
const heading = (name: string) => screen.queryByRole("heading", { name }) !== null;

function stepOnScreen(): TicketStep | string {
  // Issue 17: asking the partner whether it takes applications now still counts as loading.
  if (shown(t("wizard_loading")) || shown(t("partner_service_checking"))) return "loading";
  if (shown(t("product_policy_updated"))) return "policy changed";
  if (heading(t("wizard_success_title"))) return "success";
  if (screen.queryByRole("link", { name: t("wizard_to_home") })) {
    return screen.queryByText(/^Sản phẩm: /) ? "left" : "unavailable";
  }
  if (screen.queryByRole("group", { name: t("details_section_loan") })) return "details";
  if (heading(t("ticket_otp_title"))) return "otp";
  if (heading(t("contract_step_title"))) return "contract";
  // Before the product is known (its line under the title) nothing has loaded: a failed load's popup.
  if (!screen.queryByText(/^Sản phẩm: /)) return "loading";
  // The identity step: the eKYC screens (their document chooser) or the draft being saved.
  if (screen.queryByRole("group", { name: t("ekyc_document_title") }) || shown(t("wizard_saving"))) return "identity";
  const line = document.querySelector('[aria-current="step"]')?.textContent ?? "";
  return `only the step line "${line}"`;
}

/**
 * `ambiguous`: the step the wizard's hook reads from the machine, used only when the screen shows no
 * more than the step line and a popup: a failed identity save and a failed service check look alike
 * (both 'Bước 1/5: Giấy tờ tùy thân' and a retry popup; only the retried call differs).
 */
export function ticketShowsOnScreen(calls: string[], ambiguous: TicketStep): TicketShows {
  const step = stepOnScreen();
  return {
    step: (step.startsWith("only the step line") && screen.queryByRole("dialog") ? ambiguous : step) as TicketStep,
    popup: screen.queryByRole("dialog") !== null,
    calls: [...calls].sort(),
  };
}
