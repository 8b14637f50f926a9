import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BiometricConsent } from "../../src/features/loan-ticket/ekyc/biometric-consent";
import { t } from "../../src/i18n/t";

/**
 * Issue 18 item 8: a separate, explicit consent to biometric data before the face step, saying what the
 * face image is for, who gets it, how long it is kept (30 days after the decision, the eKYC purge's
 * default) and how to withdraw; declining explains that the face is needed and offers a way out.
 */
const handlers = () => ({
  onAgree: vi.fn(),
  onDecline: vi.fn(),
  onReconsider: vi.fn(),
  onBack: vi.fn(),
});

describe("biometric consent before the face step", () => {
  it("says what the face image is for, who gets it, how long it is kept and how to withdraw", async () => {
    const props = handlers();
    render(<BiometricConsent declined={false} busy={false} {...props} />);
    expect(screen.getByRole("heading", { name: "Đồng ý xử lý dữ liệu sinh trắc học" })).toBeVisible();
    expect(
      screen.getByText(/Luật Bảo vệ dữ liệu cá nhân số 91\/2025\/QH15 và Nghị định 356\/2025\/NĐ-CP/),
    ).toBeVisible();
    expect(screen.getByText(/xóa tự động 30 ngày sau khi hồ sơ được quyết định/)).toBeVisible();
    expect(screen.getByText(/rút lại sự đồng ý bất cứ lúc nào tại trang Dữ liệu của tôi/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Xem Chính sách bảo mật" })).toHaveAttribute("href", "/chinh-sach-bao-mat");
    await userEvent.click(screen.getByRole("button", { name: "Tôi đồng ý" }));
    expect(props.onAgree).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Tôi không đồng ý" }));
    expect(props.onDecline).toHaveBeenCalledOnce();
  });

  it("disables its buttons while the consent is being recorded", () => {
    render(<BiometricConsent declined={false} busy={true} {...handlers()} />);
    expect(screen.getByRole("status")).toHaveTextContent(t("biometric_consent_recording"));
    for (const name of ["Tôi đồng ý", "Tôi không đồng ý", "Quay lại"]) {
      expect(screen.getByRole("button", { name })).toBeDisabled();
    }
  });

  it("explains a refusal and offers to reconsider, go back or stop", async () => {
    const props = handlers();
    render(<BiometricConsent declined={true} busy={false} {...props} />);
    expect(screen.getByRole("alert")).toHaveTextContent("yêu cầu xác thực khuôn mặt");
    expect(screen.getByRole("link", { name: "Dừng đăng ký, về trang chủ" })).toHaveAttribute("href", "/");
    await userEvent.click(screen.getByRole("button", { name: "Xem lại và đồng ý" }));
    expect(props.onReconsider).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Quay lại" }));
    expect(props.onBack).toHaveBeenCalledOnce();
  });
});
