import { cleanup, render, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { checkUpdateProduct, getCheckStep, getDraft, getProduct } from "../../src/api/loan-ticket";
import { draftSchema, productSchema } from "../../src/contract/loan-ticket";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { createTicketServices } from "../../src/features/loan-ticket/ticket-services";

vi.mock("../../src/api/loan-ticket", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/api/loan-ticket")>()),
  getProduct: vi.fn(),
  getCheckStep: vi.fn(),
  getDraft: vi.fn(),
  checkUpdateProduct: vi.fn(),
}));
// The partner's service answers open (check/load/service, issue 17).
vi.mock("../../src/api/partners", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/api/partners")>()),
  checkLoadService: vi.fn(async () => ({ code: 200, data: { available: true } })),
}));

afterEach(cleanup);

const CODE = "HSRESUME0001";
const CONTRACT_NAME = "0123456789abcdef0123456789abcdef";

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

/** The draft answer of a ticket whose OTP was confirmed: its contract is named, the e-mail was saved. */
function contractPending(contract: boolean) {
  return v.parse(draftSchema, {
    code: CODE,
    productId: 1,
    step: "contract",
    status: "contractPending",
    data: { amount: 20_000_000, term: 12, contractEmail: "tuyet@example.com" },
    policyVersion: 1,
    productChanged: false,
    verification: { documentType: "cccd", frontAccepted: true, backAccepted: true, face: "matched" },
    contract: contract ? { name: CONTRACT_NAME, type: "pdf", url: `/api/v1/downloadFile/${CONTRACT_NAME}/pdf` } : null,
    updatedAt: "2026-11-22T08:00:00.000Z",
  });
}

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
  vi.mocked(getDraft).mockReset();
});

function resumeWizard() {
  const remembered: string[] = [];
  const services = createTicketServices({ onTicket: (code) => remembered.push(code) });
  const actor = createActor(services.machine, { input: { productId: "1", ticketCode: CODE } }).start();
  render(<LoanTicketView actorRef={actor as LoanTicketActorRef} />);
  return { actor, remembered };
}

describe("loan-ticket wizard resumed after a reload", () => {
  it("opens the contract step with the contract the server generated and the saved e-mail", async () => {
    vi.mocked(getDraft).mockResolvedValue({ code: 200, data: contractPending(true) });
    const { remembered } = resumeWizard();
    const link = await screen.findByRole("link", { name: "Tải hợp đồng (PDF)" });
    expect(link).toHaveAttribute("href", `/api/v1/downloadFile/${CONTRACT_NAME}/pdf`);
    expect(screen.getByLabelText("Email nhận hợp đồng")).toHaveValue("tuyet@example.com");
    expect(screen.getByText("Bước 5/5: Xác nhận hợp đồng")).toBeVisible();
    expect(remembered).toEqual([CODE]);
  });

  it("never guesses a download address from the ticket code when the server names no contract", async () => {
    vi.mocked(getDraft).mockResolvedValue({ code: 200, data: contractPending(false) });
    resumeWizard();
    expect(await screen.findByRole("dialog")).toHaveTextContent("Đã có lỗi xảy ra");
    expect(screen.queryByRole("link", { name: "Tải hợp đồng (PDF)" })).toBeNull();
    expect(document.querySelector(`a[href*="${CODE}"]`)).toBeNull();
    // Asked the server again before giving up.
    expect(getDraft).toHaveBeenCalledTimes(2);
  });
});
