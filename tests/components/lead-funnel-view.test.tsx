import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import {
  type FunnelScript,
  FunnelStory,
  funnelAt,
  runScript,
  TO_STEP_2,
  TO_STEP_4,
} from "../../stories/lead-funnel/funnel-story-support";
import { renderInRouter } from "./lead-funnel-support";

async function show(script: FunnelScript = {}) {
  const { actor, clock } = await funnelAt(script)();
  const user = userEvent.setup({ delay: null });
  await renderInRouter(<FunnelStory actor={actor} />);
  const drive = (steps: Parameters<typeof runScript>[2]) => act(() => runScript(actor, clock, steps));
  return { actor: actor as FunnelActorRef, clock, user, drive };
}

const field = (name: string) => screen.getByRole("textbox", { name });

describe("LeadFunnelView", () => {
  it("moves the focus to each new step's heading, but not on first render", async () => {
    const { user } = await show();
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Thông tin liên hệ" }));
    await user.click(screen.getByRole("button", { name: "Quay lại" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" }));
  });

  it("keeps the phone to 10 digits and shows its message only once the field was left", async () => {
    const { user } = await show({ steps: TO_STEP_2 });
    await user.type(field("Số điện thoại"), "09a1-23 45678999");
    expect(field("Số điện thoại")).toHaveValue("0912345678");
    await user.clear(field("Số điện thoại"));
    await user.type(field("Số điện thoại"), "0212");
    expect(screen.queryByText("Số điện thoại không hợp lệ")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("Số điện thoại không hợp lệ")).toBeInTheDocument();
    expect(field("Số điện thoại")).toHaveAttribute("aria-invalid", "true");
    expect(field("Số điện thoại")).toHaveAccessibleDescription("Số điện thoại không hợp lệ");
    await user.clear(field("Số điện thoại"));
    expect(screen.getByText("Số điện thoại không được để trống")).toBeInTheDocument();
  });

  it("caps the e-mail at 40 characters and asks for consent once it is unticked", async () => {
    const { user } = await show({ steps: TO_STEP_2 });
    await user.type(field("Email (không bắt buộc)"), `${"a".repeat(45)}@example.com`);
    expect((field("Email (không bắt buộc)") as HTMLInputElement).value).toHaveLength(40);
    const consent = screen.getByRole("checkbox", { name: /Tôi đồng ý/ });
    await user.click(consent);
    expect(screen.queryByText("Vui lòng tích chọn đồng ý với điều kiện điều khoản")).not.toBeInTheDocument();
    await user.click(consent);
    expect(screen.getByText("Vui lòng tích chọn đồng ý với điều kiện điều khoản")).toBeInTheDocument();
  });

  it("enables 'Tiếp tục' only when step 2 is valid, and shows it busy while the phone is checked", async () => {
    const { user } = await show({ answers: { checkPhone: "pending" }, steps: TO_STEP_2 });
    const next = () => screen.getByRole("button", { name: /^(Tiếp tục|Đang xử lý\.\.\.)$/ });
    await user.type(field("Số điện thoại"), "0912345678");
    await user.click(screen.getByRole("checkbox", { name: /Tôi đồng ý/ }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /người máy/ }));
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(next()).toHaveTextContent("Đang xử lý...");
    expect(next()).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Quay lại" })).not.toBeInTheDocument();
  });

  it("clears the used bot check after a failed OTP request, so the visitor verifies again", async () => {
    const { user } = await show({
      answers: { requestOtp: { kind: "failed", message: "Xác thực người máy không hợp lệ." } },
      steps: TO_STEP_2,
    });
    await user.type(field("Số điện thoại"), "0912345678");
    await user.click(screen.getByRole("checkbox", { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole("checkbox", { name: /người máy/ }));
    await user.click(screen.getByRole("button", { name: "Tiếp tục" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const dialog = screen.getByRole("dialog", { name: "Thông báo" });
    expect(dialog).toHaveTextContent("Xác thực người máy không hợp lệ.");
    await user.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    expect(screen.getByRole("checkbox", { name: /người máy/ })).not.toBeChecked();
    expect(field("Số điện thoại")).toHaveValue("0912345678");
    expect(screen.getByRole("button", { name: "Tiếp tục" })).toBeDisabled();
  });

  it("caps the name at 50 characters and shows gender and birth year read from the national ID", async () => {
    const { user } = await show({ steps: TO_STEP_4 });
    await user.type(field("Họ và tên"), "Nguyễn Văn ".repeat(6));
    expect(Array.from((field("Họ và tên") as HTMLInputElement).value)).toHaveLength(50);
    await user.type(field("Số CCCD"), "079303001234");
    expect(screen.getByText("Giới tính: Nữ · Năm sinh: 2003")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Quay lại" })).not.toBeInTheDocument();
  });

  it("shows the score bar from step 4 to step 8 only", async () => {
    const { drive } = await show({ steps: TO_STEP_2 });
    expect(screen.queryByRole("meter")).not.toBeInTheDocument();
    await drive([{ type: "step.back" }, ...TO_STEP_4]);
    expect(screen.getByRole("meter", { name: "Điểm tín nhiệm" })).toHaveAttribute("value", "5");
  });
});
