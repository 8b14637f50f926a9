import { afterEach, describe, expect, it, vi } from "vitest";
import { type AnyActorLogic, createActor, toPromise } from "xstate";
import { confirmTicket } from "../../src/api/loan-ticket";
import { mobifoneStep2 } from "../../src/api/partners";
import { createTicketServices } from "../../src/features/loan-ticket/ticket-services";
import { t } from "../../src/i18n/t";

/**
 * The wizard's confirmation when the server answers 233 (MobiFone's step 2 not passed, decision 013):
 * a wizard resumed at the contract never went through step 2, so the step is asked once more and
 * the application confirmed again only when the partner accepted; otherwise the server's message.
 */

vi.mock("../../src/api/loan-ticket", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/api/loan-ticket")>()),
  confirmTicket: vi.fn(),
}));
vi.mock("../../src/api/partners", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/api/partners")>()),
  mobifoneStep2: vi.fn(),
}));

const CODE = "HSMOBIFONE01";
const STEP2_REQUIRED = { code: 233, data: null, message: t("partner_step2_required") };
const CONFIRMED = { code: 200, data: { ticketCode: CODE, loanCode: "VT261123000001", status: "submitted" } };
const confirmCall = vi.mocked(confirmTicket);
const step2Call = vi.mocked(mobifoneStep2);

/** Runs the wizard's confirmation actor as the machine does, to its result. */
function confirmNow() {
  const logic = createTicketServices().machine.implementations.actors.confirmTicket as AnyActorLogic;
  const actor = createActor(logic, { input: { ticketCode: CODE, email: "khachhang@example.com" } });
  actor.start();
  return toPromise(actor);
}

afterEach(() => {
  vi.resetAllMocks();
});

describe("confirmation refused for MobiFone's step 2", () => {
  it("asks step 2 again and confirms once the partner accepted it", async () => {
    confirmCall.mockResolvedValueOnce(STEP2_REQUIRED as never).mockResolvedValueOnce(CONFIRMED as never);
    step2Call.mockResolvedValueOnce({ code: 200, data: { accepted: true, checked: true } });
    await expect(confirmNow()).resolves.toEqual({ kind: "confirmed", loanCode: "VT261123000001" });
    expect(step2Call).toHaveBeenCalledTimes(1);
    expect(step2Call.mock.calls[0]?.[0]).toBe(CODE);
    expect(confirmCall).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the partner refuses or cannot be asked, without confirming again", async () => {
    confirmCall.mockResolvedValue(STEP2_REQUIRED as never);
    step2Call.mockResolvedValueOnce({
      code: 200,
      data: { accepted: false, checked: true },
      message: t("partner_step2_refused"),
    });
    await expect(confirmNow()).resolves.toEqual({ kind: "refused", message: t("partner_step2_required") });
    step2Call.mockRejectedValueOnce(new Error(t("partner_unavailable")));
    await expect(confirmNow()).resolves.toEqual({ kind: "refused", message: t("partner_step2_required") });
    expect(confirmCall).toHaveBeenCalledTimes(2);
  });

  it("does not ask step 2 for any other answer", async () => {
    confirmCall.mockResolvedValueOnce(CONFIRMED as never);
    await expect(confirmNow()).resolves.toMatchObject({ kind: "confirmed" });
    confirmCall.mockResolvedValueOnce({ code: 232, data: null, message: t("ticket_wrong_status") } as never);
    await expect(confirmNow()).resolves.toEqual({ kind: "refused", message: t("ticket_wrong_status") });
    expect(step2Call).not.toHaveBeenCalled();
  });
});
