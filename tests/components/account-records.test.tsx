import { RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../src/api/api-client";
import { ApiError } from "../../src/api/api-error";
import { createAppRouter } from "../../src/app/router";
import type { LoanRecord } from "../../src/contract/accounts";
import type { TicketSummary } from "../../src/contract/loan-ticket";
import { sessionAtom } from "../../src/state/session";
import { appStore } from "../../src/state/store";
import { fakeSession } from "../../stories/support/fake-session";

const records = vi.fn<ApiClient["loanRecords"]>();
const tickets = vi.fn<ApiClient["myTickets"]>();

/** The app's routes at `path`, with the API of the router context faked. */
function renderRoutes(path: string) {
  const api: ApiClient = { loanRecords: records, myTickets: tickets, deleteDraft: vi.fn() };
  const router = createAppRouter({ initialPath: path, context: { api } });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const TICKET: TicketSummary = {
  code: "HSABCDEFGHIJ",
  productId: 7,
  productName: "Vay tiêu dùng An Phát",
  partnerName: "An Phát",
  amount: 15_000_000,
  term: 12,
  status: "draft",
  statusText: "Đang soạn",
  step: "details",
  loanCode: null,
  createdAt: "2026-10-05T03:15:00.000Z",
  updatedAt: "2026-10-05T03:20:00.000Z",
};

const RECORDS: LoanRecord[] = [
  {
    ticketCode: "LNDEMO000002",
    createdAt: "2026-10-05T03:15:00.000Z",
    amount: 20_000_000,
    term: 12,
    score: 75,
    partner: "Công ty Tài chính An Phát",
    status: 1,
  },
  {
    ticketCode: "LNDEMO000001",
    createdAt: "2026-06-12T18:40:00.000Z",
    amount: 10_000_000,
    term: 6,
    score: 40,
    partner: null,
    status: 1,
  },
];

beforeEach(() => {
  records.mockReset();
  tickets.mockReset();
  tickets.mockResolvedValue({ code: 200, data: [] });
  appStore.set(sessionAtom, fakeSession());
});
afterEach(() => {
  appStore.set(sessionAtom, null);
});

describe("loan records page", () => {
  it("sends a visitor to /login with the way back", async () => {
    appStore.set(sessionAtom, null);
    const router = renderRoutes("/ho-so-vay");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ redirect: "/ho-so-vay" });
    expect(records).not.toHaveBeenCalled();
  });

  it("lists the requests newest first with code, date, amount, term, score, partner and status", async () => {
    records.mockResolvedValue({ code: 200, data: RECORDS });
    renderRoutes("/ho-so-vay");
    const table = await screen.findByRole("table", { name: "Danh sách hồ sơ vay" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").length)).toEqual([6, 6]);
    expect(rows[0]).toHaveTextContent(
      [
        "LNDEMO000002",
        "05/10/2026",
        "20.000.000 VND",
        "12 tháng",
        "75/100",
        "Công ty Tài chính An Phát",
        "Đã tiếp nhận",
      ].join(""),
    );
    // 18:40 UTC on 12 June is already 13 June in Vietnam.
    expect(rows[1]).toHaveTextContent("13/06/2026");
    expect(rows[1]).toHaveTextContent("Chưa có đối tác phù hợp");
  });

  it("shows an empty state that leads to the loan request", async () => {
    records.mockResolvedValue({ code: 200, data: [] });
    renderRoutes("/ho-so-vay");
    expect(await screen.findByText("Bạn chưa có hồ sơ vay nào.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Đăng ký vay ngay" })).toHaveAttribute("href", "/#dangkyvay");
  });

  it("shows loading, then the error with its message, and loads again on retry", async () => {
    let fail: (error: unknown) => void = () => {};
    records.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    renderRoutes("/ho-so-vay");
    expect(await screen.findByRole("status")).toHaveTextContent("Đang tải...");
    fail(new ApiError("network", "Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối và thử lại."));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Không tải được hồ sơ vay.");
    expect(alert).toHaveTextContent("Không thể kết nối đến máy chủ.");
    records.mockResolvedValue({ code: 200, data: RECORDS });
    await userEvent.click(within(alert).getByRole("button", { name: "Thử lại" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(records).toHaveBeenCalledTimes(2);
  });

  it("lists the loan-ticket applications below, a draft with the link to resume it", async () => {
    records.mockResolvedValue({ code: 200, data: RECORDS });
    tickets.mockResolvedValue({ code: 200, data: [TICKET] });
    renderRoutes("/ho-so-vay");
    const list = await screen.findByRole("region", { name: "Hồ sơ đăng ký vay" });
    expect(list).toHaveTextContent("Mã hồ sơ: HSABCDEFGHIJ");
    expect(within(list).getByRole("link", { name: "Tiếp tục hồ sơ" })).toHaveAttribute(
      "href",
      "/dang-ky-vay?productId=7&code=HSABCDEFGHIJ",
    );
  });

  it("keeps the loan requests when the applications fail to load, noting the failure below", async () => {
    records.mockResolvedValue({ code: 200, data: RECORDS });
    tickets.mockRejectedValue(new ApiError("network", "Không thể kết nối đến máy chủ."));
    renderRoutes("/ho-so-vay");
    expect(await screen.findByRole("table", { name: "Danh sách hồ sơ vay" })).toBeInTheDocument();
    expect(screen.getByText("Không thể kết nối đến máy chủ.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
