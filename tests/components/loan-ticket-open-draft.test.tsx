import { cleanup, render, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { checkUpdateProduct, getCheckStep, getDraft, getProduct, saveDraft } from "../../src/api/loan-ticket";
import { checkLoadService } from "../../src/api/partners";
import { draftSchema, productSchema } from "../../src/contract/loan-ticket";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { createTicketServices } from "../../src/features/loan-ticket/ticket-services";

/**
 * Issue 19 item 6: the wizard's link opened again (no ?code=) gets the customer's open draft back from
 * the server (`resumed`), and the wizard resumes it where it was instead of starting a blank one.
 */
vi.mock("../../src/api/loan-ticket", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/api/loan-ticket")>()),
  getProduct: vi.fn(),
  getCheckStep: vi.fn(),
  getDraft: vi.fn(),
  checkUpdateProduct: vi.fn(),
  saveDraft: vi.fn(),
}));
vi.mock("../../src/api/partners", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/api/partners")>()),
  checkLoadService: vi.fn(),
}));

afterEach(cleanup);

const CODE = "HSOPEN000001";

const product = v.parse(productSchema, {
  id: 1,
  name: "Vay tiêu dùng tín chấp",
  partnerName: "Công ty Tài chính Mẫu",
  productType: 2,
  minAmount: 5_000_000,
  maxAmount: 50_000_000,
  amountStep: 5_000_000,
  terms: [6, 12],
  interestRateYear: 18,
  upfrontFee: { kind: "amount", vnd: 0 },
  monthlyFee: 0,
  description: "",
  policyVersion: 1,
  sample: true,
});

const openDraft = v.parse(draftSchema, {
  code: CODE,
  productId: 1,
  step: "details",
  status: "draft",
  data: { amount: 20_000_000, term: 12 },
  policyVersion: 1,
  productChanged: false,
  verification: { documentType: "cccd", frontAccepted: true, backAccepted: true, face: "matched" },
  contract: null,
  updatedAt: "2026-11-22T08:00:00.000Z",
});

beforeEach(() => {
  vi.mocked(getProduct).mockResolvedValue({ code: 200, data: product });
  vi.mocked(getCheckStep).mockResolvedValue({
    code: 200,
    data: {
      productId: 1,
      steps: ["identity", "face", "details", "otp", "contract"],
      documentTypes: ["cccd"],
      policyVersion: 1,
    },
  });
  vi.mocked(checkUpdateProduct).mockResolvedValue({ code: 200, data: { changed: false, policyVersion: 1 } });
  vi.mocked(checkLoadService).mockResolvedValue({ code: 200, data: { available: true } });
  vi.mocked(getDraft).mockReset();
  vi.mocked(getDraft).mockResolvedValue({ code: 200, data: openDraft });
  vi.mocked(saveDraft).mockReset();
});

/** The wizard as its link opens it: a product and no ticket code. */
function openWizard() {
  const remembered: string[] = [];
  const services = createTicketServices({ onTicket: (code) => remembered.push(code) });
  const actor = createActor(services.machine, { input: { productId: "1", ticketCode: null } }).start();
  render(<LoanTicketView actorRef={actor as LoanTicketActorRef} />);
  return { remembered };
}

describe("the loan-ticket wizard's link opened again", () => {
  it("resumes the open draft the server gives back, at its step with its answers", async () => {
    vi.mocked(saveDraft).mockResolvedValue({
      code: 200,
      data: { code: CODE, step: "details", policyVersion: 1, savedAt: "2026-11-22T08:00:00.000Z", resumed: true },
    });
    const { remembered } = openWizard();
    expect(await screen.findByText(/Bước 3\/5/)).toBeVisible();
    expect(screen.getByLabelText("Số tiền vay (VND)")).toHaveValue("20000000");
    expect(getDraft).toHaveBeenCalledWith(CODE);
    expect(remembered).toEqual([CODE]);
  });

  it("starts at the first step with a draft the server has just made", async () => {
    vi.mocked(saveDraft).mockResolvedValue({
      code: 200,
      data: { code: CODE, step: "identity", policyVersion: 1, savedAt: "2026-11-22T08:00:00.000Z" },
    });
    openWizard();
    expect(await screen.findByText(/Bước 1\/5/)).toBeVisible();
    expect(getDraft).not.toHaveBeenCalled();
  });
});
