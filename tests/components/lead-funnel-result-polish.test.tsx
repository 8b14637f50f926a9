import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import { FunnelStory, funnelAt, TO_RESULT } from "../../stories/lead-funnel/funnel-story-support";
import { renderInRouter } from "./lead-funnel-support";

vi.mock("../../src/api/site", () => ({
  loadLoanOffers: () => Promise.resolve([]),
  loadCompany: () => Promise.reject(new Error("offline")),
  loadSitePartners: () => Promise.reject(new Error("offline")),
}));

async function atResult() {
  const { actor } = await funnelAt({ steps: TO_RESULT })();
  await renderInRouter(<FunnelStory actor={actor as FunnelActorRef} />);
}

describe("the result's password form (issue 33)", () => {
  it("shows and hides each password with a pressed toggle named 'Hiện mật khẩu' / 'Ẩn mật khẩu'", async () => {
    const user = userEvent.setup();
    await atResult();
    const password = screen.getByLabelText("Mật khẩu mới");
    expect(password).toHaveAttribute("type", "password");
    const toggles = screen.getAllByRole("button", { name: "Hiện mật khẩu", pressed: false });
    expect(toggles).toHaveLength(2);
    await user.type(password, "matkhau1");
    await user.click(toggles[0] as HTMLElement);
    expect(password).toHaveAttribute("type", "text");
    expect(password).toHaveValue("matkhau1");
    const hide = screen.getByRole("button", { name: "Ẩn mật khẩu", pressed: true });
    await user.click(hide);
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getAllByRole("button", { name: "Hiện mật khẩu", pressed: false })).toHaveLength(2);
  });

  it("says a mismatch without a trailing ellipsis", async () => {
    const user = userEvent.setup();
    await atResult();
    await user.type(screen.getByLabelText("Mật khẩu mới"), "matkhau1");
    await user.type(screen.getByLabelText("Nhập lại mật khẩu mới"), "matkhau2");
    await user.tab();
    const message = await screen.findByText(/^Mật khẩu nhập lại không khớp/);
    expect(message.textContent).toBe("Mật khẩu nhập lại không khớp.");
  });
});
