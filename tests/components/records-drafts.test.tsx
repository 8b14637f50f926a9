import { RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../src/api/api-client";
import { createAppRouter } from "../../src/app/router";
import type { LoanRecord } from "../../src/contract/accounts";
import type { TicketSummary } from "../../src/contract/loan-ticket";
import { RecordsList } from "../../src/features/account/records-view";
import { t } from "../../src/i18n/t";
import { sessionAtom } from "../../src/state/session";
import { appStore } from "../../src/state/store";
import { fakeSession } from "../../stories/support/fake-session";

/**
 * Issue 19 item 6 on /ho-so-vay: a draft can be deleted after a confirm, the VT… loan code is named as
 * the success screen names it, and each record says where it stands with its partner.
 */
const records = vi.fn<ApiClient["loanRecords"]>();
const tickets = vi.fn<ApiClient["myTickets"]>();
const deleteDraft = vi.fn<ApiClient["deleteDraft"]>();

function renderRecordsPage() {
  const api: ApiClient = { loanRecords: records, myTickets: tickets, deleteDraft };
  const router = createAppRouter({ initialPath: "/ho-so-vay", context: { api } });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const ticket = (patch: Partial<TicketSummary>): TicketSummary => ({
  code: "HSABCDEFGHIJ",
  productId: 7,
  productName: "Vay tiêu dùng An Phát",
  partnerName: "An Phát",
  amount: 15_000_000,
  term: 12,
  status: "draft",
  statusText: "Hồ sơ nháp",
  step: "details",
  loanCode: null,
  createdAt: "2026-10-05T03:15:00.000Z",
  updatedAt: "2026-10-05T03:20:00.000Z",
  ...patch,
});

const SUBMITTED = ticket({
  code: "HSZZZZZZZZZZ",
  status: "submitted",
  statusText: "Đã gửi, chờ xét duyệt",
  loanCode: "VT261120123456",
  partnerStatus: "approved",
});

beforeEach(() => {
  records.mockReset();
  tickets.mockReset();
  deleteDraft.mockReset();
  records.mockResolvedValue({ code: 200, data: [] });
  appStore.set(sessionAtom, fakeSession());
});
afterEach(() => {
  appStore.set(sessionAtom, null);
});

describe("loan-ticket applications on /ho-so-vay", () => {
  it("deletes a draft only after the customer confirms, then lists what is left", async () => {
    tickets.mockResolvedValueOnce({ code: 200, data: [ticket({}), SUBMITTED] });
    renderRecordsPage();
    const list = await screen.findByRole("region", { name: "Hồ sơ đăng ký vay" });
    // Only the draft can be deleted; the submitted application cannot.
    expect(within(list).getAllByRole("button", { name: "Xóa hồ sơ nháp" })).toHaveLength(1);

    await userEvent.click(within(list).getByRole("button", { name: "Xóa hồ sơ nháp" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Bạn có chắc muốn xóa hồ sơ nháp HSABCDEFGHIJ?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hủy" }));
    expect(deleteDraft).not.toHaveBeenCalled();

    deleteDraft.mockResolvedValueOnce({ code: 200, data: null, message: "Đã xóa hồ sơ nháp." });
    tickets.mockResolvedValue({ code: 200, data: [SUBMITTED] });
    await userEvent.click(within(list).getByRole("button", { name: "Xóa hồ sơ nháp" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Xóa" }));
    expect(deleteDraft).toHaveBeenCalledWith("HSABCDEFGHIJ");
    await waitFor(() => expect(screen.queryByText("Mã hồ sơ: HSABCDEFGHIJ")).toBeNull());
    expect(screen.getByText(/Mã hồ sơ: HSZZZZZZZZZZ/)).toBeInTheDocument();
  });

  it("says why a draft was not deleted and keeps it listed", async () => {
    tickets.mockResolvedValue({ code: 200, data: [ticket({})] });
    deleteDraft.mockResolvedValueOnce({ code: 232, data: null, message: "Hồ sơ không còn ở trạng thái nháp." });
    renderRecordsPage();
    await userEvent.click(await screen.findByRole("button", { name: "Xóa hồ sơ nháp" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Xóa" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Hồ sơ không còn ở trạng thái nháp.");
    expect(screen.getByText(/Mã hồ sơ: HSABCDEFGHIJ/)).toBeInTheDocument();
  });

  it("names the VT… code as the success screen does, and says where the application stands with its partner", async () => {
    tickets.mockResolvedValue({ code: 200, data: [SUBMITTED] });
    renderRecordsPage();
    const list = await screen.findByRole("region", { name: "Hồ sơ đăng ký vay" });
    const name = t("loan_code_label");
    expect(name).toBe("Mã khoản vay");
    expect(t("loan_success", { code: "VT261120123456" })).toContain(`${name} của bạn là VT261120123456`);
    expect(list).toHaveTextContent(`${name}: VT261120123456`);
    expect(within(list).getByText("Đối tác đã phê duyệt")).toBeInTheDocument();
  });
});

describe("loan requests with their partner's status", () => {
  const record = (patch: Partial<LoanRecord>): LoanRecord => ({
    ticketCode: "LN0000000001",
    createdAt: "2026-11-20T03:00:00.000Z",
    amount: 10_000_000,
    term: 6,
    score: 70,
    partner: "Đối tác A",
    status: 1,
    ...patch,
  });
  const statusCell = (code: string) => {
    const row = screen.getByRole("row", { name: new RegExp(code) });
    return within(row).getAllByRole("cell").at(-1);
  };

  it("shows sent, received, approved, declined and needs-signing in Vietnamese under the status", () => {
    const statuses = [
      ["sent", "Đã gửi đến đối tác"],
      ["received", "Đối tác đã tiếp nhận"],
      ["approved", "Đối tác đã phê duyệt"],
      ["declined", "Đối tác từ chối"],
      ["needs_signing", "Chờ ký hợp đồng"],
    ] as const;
    render(
      <RecordsList
        records={statuses.map(([status], i) => record({ ticketCode: `LN000000000${i}`, partnerStatus: status }))}
      />,
    );
    statuses.forEach(([, label], i) => {
      expect(statusCell(`LN000000000${i}`)).toHaveTextContent(`Đã tiếp nhận${label}`);
    });
  });

  it("adds no partner line to a lead that went to no partner, and does not call it received", () => {
    render(<RecordsList records={[record({ partner: null, partnerStatus: null })]} />);
    expect(statusCell("LN0000000001")).toHaveTextContent(/^Chưa gửi đến đối tác$/);
  });
});
