import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LoanRecord } from "../../src/contract/accounts";
import { RecordsList } from "../../src/features/account/records-view";

/** Issue 19 item 6: what a record says, and the labels each value carries for the phone layout. */
const record = (patch: Partial<LoanRecord>): LoanRecord => ({
  ticketCode: "VT0000000001",
  createdAt: "2026-11-20T03:00:00.000Z",
  amount: 10_000_000,
  term: 6,
  score: 70,
  partner: "Đối tác A",
  status: 1,
  ...patch,
});

describe("loan records", () => {
  it("does not call a lead that went to no partner 'Đã tiếp nhận'", () => {
    render(<RecordsList records={[record({ ticketCode: "VT0000000002", partner: null })]} />);
    const row = screen.getByRole("row", { name: /VT0000000002/ });
    expect(within(row).queryByText("Đã tiếp nhận")).not.toBeInTheDocument();
    expect(within(row).getByText("Chưa gửi đến đối tác")).toBeInTheDocument();
  });

  it("still says 'Đã tiếp nhận' for a lead a partner received", () => {
    render(<RecordsList records={[record({})]} />);
    expect(within(screen.getByRole("row", { name: /VT0000000001/ })).getByText("Đã tiếp nhận")).toBeInTheDocument();
  });

  it("labels every value with its column, for the one-card-per-record layout below 640 px", () => {
    render(<RecordsList records={[record({})]} />);
    const cells = within(screen.getByRole("row", { name: /VT0000000001/ })).getAllByRole("cell");
    expect(cells.map((cell) => cell.getAttribute("data-label"))).toEqual([
      "Ngày đăng ký",
      "Số tiền vay",
      "Thời hạn",
      "Điểm tín nhiệm",
      "Đối tác",
      "Trạng thái",
    ]);
  });
});
