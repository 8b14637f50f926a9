import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataDeletionPage } from "../../src/features/content/data-deletion-page";
import { type DeletionCalls, DeletionCallsProvider } from "../../src/features/content/deletion-services";
import { BotCheckContext } from "../../src/ui/bot-check";
import {
  FunnelStory,
  funnelAt,
  runScript,
  type ScriptStep,
  TO_STEP_2,
  TO_STEP_4,
} from "../../stories/lead-funnel/funnel-story-support";
import { TestBotCheck } from "./account-support";
import { renderInRouter } from "./lead-funnel-support";

/** Issue 33: a disabled 'Tiếp tục' says what is missing; step 4 names the 18-60 rule and stays off. */

async function show(steps: ScriptStep[]) {
  const { actor, clock } = await funnelAt({ steps })();
  await renderInRouter(<FunnelStory actor={actor} />);
  const drive = (more: ScriptStep[]) => act(() => runScript(actor, clock, more));
  return { drive };
}
const continueButton = () => screen.getByRole("button", { name: "Tiếp tục" });

describe("the funnel's disabled 'Tiếp tục' says what is missing", () => {
  it("on step 2, lists the fields still needed, down to the bot check alone", async () => {
    const { drive } = await show(TO_STEP_2);
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      'Để tiếp tục, bạn cần: số điện thoại hợp lệ, đồng ý với điều khoản, tích ô "Tôi không phải là robot".',
    );
    await drive([
      { type: "phone.change", value: "0912345678" },
      { type: "agree.change", checked: true },
    ]);
    expect(continueButton()).toHaveAccessibleDescription('Để tiếp tục, bạn cần: tích ô "Tôi không phải là robot".');
    await drive([{ type: "captcha.verify", payload: "fake-captcha-payload" }]);
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByText(/Để tiếp tục, bạn cần/)).toBeNull();
  });
});

/** SPEC: the age from the ID (current year minus birth year) must be 18 to 60 inclusive; the story's year is 2026. */
const ID_BORN = { 1965: "001065000123", 1966: "001066000123", 2008: "001208000123", 2009: "001209000123" };

describe("step 4 names the age rule", () => {
  it("an empty step 4 says the name and the ID are needed", async () => {
    await show(TO_STEP_4);
    expect(continueButton()).toHaveAccessibleDescription("Để tiếp tục, bạn cần: họ tên, số CCCD hợp lệ.");
  });

  it.each([
    ["61 (born 1965)", ID_BORN[1965]],
    ["17 (born 2009)", ID_BORN[2009]],
  ])("an age of %s: SPEC's popup as the ID is typed, then the rule under it and 'Tiếp tục' off", async (_, id) => {
    await show([
      ...TO_STEP_4,
      { type: "name.change", value: "Nguyễn Văn An" },
      { type: "nationalId.change", value: id },
    ]);
    const dialog = await screen.findByRole("dialog", { name: "Thông báo" });
    expect(dialog).toHaveTextContent("chưa đủ điều kiện để đăng ký các sản phẩm vay");
    await userEvent.setup().click(within(dialog).getByRole("button"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText(/Năm sinh:/)).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("Bạn cần từ 18 đến 60 tuổi để đăng ký vay.");
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription("Để tiếp tục, bạn cần: tuổi từ 18 đến 60.");
  });

  it.each([
    ["60 (born 1966)", ID_BORN[1966]],
    ["18 (born 2008)", ID_BORN[2008]],
  ])("an age of %s: no rule, 'Tiếp tục' on", async (_, id) => {
    await show([
      ...TO_STEP_4,
      { type: "name.change", value: "Nguyễn Văn An" },
      { type: "nationalId.change", value: id },
    ]);
    expect(await screen.findByText(/Năm sinh:/)).toBeVisible();
    expect(screen.queryByText("Bạn cần từ 18 đến 60 tuổi để đăng ký vay.")).toBeNull();
    expect(continueButton()).toBeEnabled();
  });
});

describe("the data-deletion form's disabled button says what is missing", () => {
  it("names the phone, the confirmation and the bot check until each is done", async () => {
    const user = userEvent.setup();
    const calls: DeletionCalls = {
      send: vi.fn(async () => ({ code: 200, data: { transactionId: "tx-1", numberOfRemainOtp: 3 } })),
      resend: vi.fn(),
      confirm: vi.fn(),
    };
    render(
      <DeletionCallsProvider value={calls}>
        <BotCheckContext.Provider value={TestBotCheck}>
          <DataDeletionPage />
        </BotCheckContext.Provider>
      </DeletionCallsProvider>,
    );
    const send = () => screen.getByRole("button", { name: "Gửi mã xác thực" });
    expect(send()).toHaveAccessibleDescription(
      'Để tiếp tục, bạn cần: số điện thoại hợp lệ, đồng ý với điều khoản, tích ô "Tôi không phải là robot".',
    );
    await user.type(screen.getByLabelText("Số điện thoại"), "0862223344");
    await user.click(screen.getByRole("checkbox", { name: /Tôi hiểu rằng/ }));
    expect(send()).toHaveAccessibleDescription('Để tiếp tục, bạn cần: tích ô "Tôi không phải là robot".');
    await user.click(screen.getByRole("checkbox", { name: "Tôi không phải là người máy" }));
    expect(send()).toBeEnabled();
  });
});
