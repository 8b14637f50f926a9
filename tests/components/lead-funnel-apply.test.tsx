import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getPartnerProducts } from "../../src/api/loan-ticket";
import { productSchema } from "../../src/contract/loan-ticket";
import { ApplyProduct } from "../../src/features/lead-funnel/apply-product";
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
    component: () => <ApplyProduct partnerName={PARTNER} ticketToken="funnel-token-1" />,
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
  it("finds the partner's loan product, keeps the funnel token and opens the wizard for it", async () => {
    vi.mocked(getPartnerProducts).mockResolvedValue({ code: 200, data: [product(3, 3), product(2, 2)] });
    const router = renderInRouter();
    await userEvent.click(await screen.findByRole("button", { name: "Đăng ký khoản vay ngay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dang-ky-vay"));
    expect(router.state.location.search).toEqual({ productId: 2 });
    expect(funnelToken()).toBe("funnel-token-1");
    expect(getPartnerProducts).toHaveBeenCalledWith(PARTNER);
  });

  it("shows no button when the partner offers no product", async () => {
    vi.mocked(getPartnerProducts).mockResolvedValue({ code: 200, data: [] });
    renderInRouter();
    await waitFor(() => expect(getPartnerProducts).toHaveBeenCalled());
    // Let the answer reach the component.
    await act(() => Promise.resolve());
    expect(screen.queryByRole("button", { name: "Đăng ký khoản vay ngay" })).toBeNull();
    expect(funnelToken()).toBeNull();
  });
});
