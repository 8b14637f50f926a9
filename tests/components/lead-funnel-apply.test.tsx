import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyProductInput, initialContext } from "../../machines/lead-funnel/form";
import { getPartnerProducts } from "../../src/api/loan-ticket";
import { productSchema } from "../../src/contract/loan-ticket";
import { ApplyProduct } from "../../src/features/lead-funnel/apply-product";
import { findApplyProduct } from "../../src/features/lead-funnel/funnel-services";
import { funnelToken } from "../../src/state/ticket-credentials";

vi.mock("../../src/api/loan-ticket", () => ({ getPartnerProducts: vi.fn() }));

afterEach(cleanup);
beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(getPartnerProducts).mockReset();
});

const PARTNER = "Công ty Tài chính Bình Minh (mẫu)";
const product = (id: number, productType: 1 | 2 | 3) =>
  v.parse(productSchema, {
    id,
    name: `Sản phẩm ${id}`,
    partnerName: PARTNER,
    productType,
    minAmount: 5_000_000,
    maxAmount: 50_000_000,
    amountStep: 5_000_000,
    terms: [12],
    interestRateYear: 20,
    upfrontFee: { kind: "amount", vnd: 0 },
    monthlyFee: 0,
    description: "",
    policyVersion: 1,
    sample: true,
  });

/** The result's button inside a router at /, with the wizard's route beside it. */
function renderInRouter() {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: "/",
    component: () => <ApplyProduct productId={2} ticketToken="funnel-token-1" />,
  });
  const wizard = createRoute({ getParentRoute: () => rootRoute, path: "/dang-ky-vay", component: () => <p>Wizard</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, wizard]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("apply for the offered product from the funnel's result", () => {
  it("the lookup picks the partner's loan product first, else any product, else none", async () => {
    vi.mocked(getPartnerProducts).mockResolvedValueOnce({ code: 200, data: [product(3, 3), product(2, 2)] });
    await expect(findApplyProduct({ partnerName: PARTNER })).resolves.toBe(2);
    expect(getPartnerProducts).toHaveBeenCalledWith(PARTNER);
    vi.mocked(getPartnerProducts).mockResolvedValueOnce({ code: 200, data: [product(3, 3)] });
    await expect(findApplyProduct({ partnerName: PARTNER })).resolves.toBe(3);
    vi.mocked(getPartnerProducts).mockResolvedValueOnce({ code: 200, data: [] });
    await expect(findApplyProduct({ partnerName: PARTNER })).resolves.toBeNull();
  });

  it("looks nothing up without an offering partner", async () => {
    await expect(findApplyProduct({ partnerName: null })).resolves.toBeNull();
    expect(getPartnerProducts).not.toHaveBeenCalled();
  });

  it("the machine asks for the offering partner only after the OTP gave the ticket token, and not on a regret", () => {
    const partners = [{ name: PARTNER, minScore: 44, maxAmount: 50_000_000 }];
    const base = { ...initialContext({ currentYear: 2026 }), partners, totalScore: 60 };
    const ticket = { ticketCode: "LN1", transactionId: "tx", resendsLeft: 0 };
    expect(applyProductInput({ ...base, ticket: { ...ticket, ticketToken: "tok" } })).toEqual({ partnerName: PARTNER });
    expect(applyProductInput({ ...base, ticket: { ...ticket, ticketToken: null } })).toEqual({ partnerName: null });
    expect(applyProductInput({ ...base, totalScore: 30, ticket: { ...ticket, ticketToken: "tok" } })).toEqual({
      partnerName: null,
    });
  });

  it("keeps the funnel token and opens the wizard for the product", async () => {
    const router = renderInRouter();
    await userEvent.click(await screen.findByRole("button", { name: "Đăng ký khoản vay ngay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dang-ky-vay"));
    expect(router.state.location.search).toEqual({ productId: 2 });
    expect(funnelToken()).toBe("funnel-token-1");
  });
});
