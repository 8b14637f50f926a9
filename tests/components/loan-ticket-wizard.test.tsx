import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { LookupsProvider } from "../../src/features/loan-ticket/lookups";
import { fakeImage, fakeLookups, wizardAt } from "../../stories/loan-ticket/fake-wizard";
import { loadAnswers } from "../machines/loan-ticket-model";

afterEach(cleanup);

async function renderWizard(script: Parameters<typeof wizardAt>[0]) {
  const { actor } = await wizardAt(script)();
  render(
    <LookupsProvider value={fakeLookups}>
      <LoanTicketView actorRef={actor as LoanTicketActorRef} />
    </LookupsProvider>,
  );
  return actor;
}

describe("loan-ticket wizard views", () => {
  it("reads the card from files, prefills the review, and shows a blurred-image code on the back", async () => {
    const user = userEvent.setup();
    await renderWizard({ readBack: { kind: "rejected", code: "022" } });
    expect(screen.getByText("Bước 1/5: Giấy tờ tùy thân")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    await user.upload(
      screen.getByLabelText("Chọn ảnh từ máy"),
      new File([fakeImage], "front.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    expect(await screen.findByRole("heading", { name: "Ảnh mặt sau giấy tờ" })).toBeVisible();
    await user.upload(
      screen.getByLabelText("Chọn ảnh từ máy"),
      new File([fakeImage], "back.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    expect(await screen.findByText("Ảnh giấy tờ bị mờ. Vui lòng chụp lại rõ nét hơn.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Tiếp tục" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Chụp lại giấy tờ" }));
    expect(screen.queryByText("Ảnh giấy tờ bị mờ. Vui lòng chụp lại rõ nét hơn.")).toBeNull();
  });

  it("passes a passport straight from its front to the review form", async () => {
    const user = userEvent.setup();
    await renderWizard({ readFront: { kind: "read", fields: {} } });
    await user.click(screen.getByRole("radio", { name: "Hộ chiếu" }));
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    await user.upload(screen.getByLabelText("Chọn ảnh từ máy"), new File([fakeImage], "p.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    expect(await screen.findByRole("heading", { name: "Kiểm tra thông tin giấy tờ" })).toBeVisible();
    expect(screen.getByLabelText("Họ và tên")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Tiếp tục" })).toBeDisabled();
  });

  it("shows each details rule under its field, resets the branch with the bank, and goes on to the OTP", async () => {
    const user = userEvent.setup();
    const actor = await renderWizard({ load: loadAnswers[1] });
    const capital = await screen.findByLabelText("Tổng vốn sử dụng (VND)");
    await user.clear(capital);
    await user.type(capital, "19a999");
    expect(capital).toHaveValue("19999");
    await user.tab();
    expect(
      await screen.findByText("Tổng vốn sử dụng phải lớn hơn hoặc bằng số tiền vay hoặc hạn mức thấu chi"),
    ).toBeVisible();
    const day = screen.getByLabelText("Ngày trả nợ hàng tháng");
    await user.clear(day);
    await user.type(day, "32");
    await user.tab();
    expect(screen.getByText("Ngày trả nợ hàng tháng phải từ 1 đến 31")).toBeVisible();
    await user.selectOptions(await screen.findByLabelText("Ngân hàng"), "2");
    expect(actor.getSnapshot().context.details.branchId).toBe("");
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    expect(screen.getByText("Vui lòng chọn chi nhánh ngân hàng")).toBeVisible();
    await user.clear(capital);
    await user.type(capital, "30000000");
    await user.clear(day);
    await user.type(day, "5");
    await waitFor(() => expect(within(screen.getByLabelText("Chi nhánh")).getAllByRole("option")).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText("Chi nhánh"), "21");
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    expect(await screen.findByRole("heading", { name: "Xác thực hồ sơ bằng mã OTP" })).toBeVisible();
  });

  it("shows the policy message and starts again from the identity step", async () => {
    const user = userEvent.setup();
    const actor = await renderWizard({ load: [loadAnswers[4]!, loadAnswers[0]!] });
    expect(screen.getByText("Chính sách sản phẩm đã được cập nhật. Vui lòng đăng ký lại.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Đăng ký lại" }));
    await waitFor(() => expect(actor.getSnapshot().hasTag("identity")).toBe(true));
    expect(await screen.findByRole("radio", { name: "Căn cước công dân gắn chip" })).toBeVisible();
  });

  it("confirms the contract with the e-mail and agreement and shows the loan code", async () => {
    const user = userEvent.setup();
    await renderWizard({ load: loadAnswers[3] });
    const confirm = await screen.findByRole("button", { name: "Xác nhận hợp đồng" });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Tôi đã đọc và đồng ý với nội dung hợp đồng" }));
    await user.click(confirm);
    expect(await screen.findByText(/Mã khoản vay của bạn là HSABC1234567/)).toBeVisible();
  });
});
