import { screen } from "@testing-library/react";
import { Provider } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import { signIn, signOut } from "../../src/state/session";
import { appStore } from "../../src/state/store";
import { FunnelStory, funnelAt, TO_STEP_2 } from "../../stories/lead-funnel/funnel-story-support";
import { renderInRouter } from "./lead-funnel-support";

vi.mock("../../src/api/site", () => ({
  loadLoanOffers: () => Promise.resolve([]),
  loadCompany: () => Promise.reject(new Error("offline")),
  loadSitePartners: () => Promise.reject(new Error("offline")),
}));

const HINT =
  "Số điện thoại của tài khoản bạn đang đăng nhập. Chúng tôi vẫn gửi mã OTP đến số này để xác nhận hồ sơ vay.";

async function atStep2() {
  const { actor } = await funnelAt({ steps: TO_STEP_2 })();
  await renderInRouter(
    <Provider store={appStore}>
      <FunnelStory actor={actor as FunnelActorRef} />
    </Provider>,
  );
}

afterEach(() => signOut());

/**
 * Issue 33: a signed-in customer is not asked for the phone again at step 2. SPEC.md (section 2 step 2,
 * section 4 "Step 2 to 3", section 5 "Bot check: Required") keeps the bot check and the OTP for every
 * visitor, so the account's phone (its username) is only prefilled.
 */
describe("step 2 for a signed-in customer", () => {
  it("starts with the account's phone, says so, and still asks for the consent and the bot check", async () => {
    signIn({ username: "0987654321", fullName: "Nguyễn Văn An", email: "an@example.vn" });
    await atStep2();
    const phone = screen.getByRole("textbox", { name: "Số điện thoại" });
    expect(phone).toHaveValue("0987654321");
    expect(phone).toHaveAccessibleDescription(HINT);
    expect(screen.getByRole("button", { name: "Tiếp tục" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Tiếp tục" })).toHaveAccessibleDescription(
      'Để tiếp tục, bạn cần: đồng ý với điều khoản, tích ô "Tôi không phải là robot".',
    );
  });

  it("leaves the phone empty for a visitor who is not signed in", async () => {
    await atStep2();
    expect(screen.getByRole("textbox", { name: "Số điện thoại" })).toHaveValue("");
    expect(screen.queryByText(HINT)).toBeNull();
  });
});
