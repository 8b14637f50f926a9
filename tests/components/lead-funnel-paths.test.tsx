import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, createActor, SimulatedClock } from "xstate";
import type { LeadFunnelContext } from "../../machines/lead-funnel/types";
import { DELAY, OTP } from "../../src/domain/constants";
import { screenOf } from "../../src/features/lead-funnel/funnel-selectors";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import { FunnelStory } from "../../stories/lead-funnel/funnel-story-support";
import { createFunnelFakes, FUNNEL_INPUT, TICKET } from "../machines/lead-funnel-model";
import { funnelShows, nextFunnel, startFunnel } from "../oracles/lead-funnel";
import { funnelShowsOnScreen } from "../oracles/lead-funnel-readers";
import { buildCatalogue, type CataloguePath, testTitle } from "../paths/catalogue";
import { PATH_MODELS } from "../paths/path-models";
import { stepWords } from "../paths/replay-in-words";
import { describePath, flush, performStep, uncoveredTransitions } from "../support/machine-coverage";
import { otpWithFakes } from "../support/otp-fakes";
import { renderInRouter } from "./lead-funnel-support";

/**
 * The model's paths (tests/machines/lead-funnel-model.ts) driven through the real views: every event a
 * visitor causes is a click or typing on the screen, answers are settled by the test, time passes on a
 * simulated clock. The OTP step is the real OTP machine: "verified" is typing the code and confirming,
 * "abandoned" is letting the code time out twice (with a resend between) and closing the popup.
 */

const funnelModel = PATH_MODELS.find((one) => one.name === "lead-funnel");
if (!funnelModel) throw new Error("no lead-funnel path model");
const catalogue = buildCatalogue(funnelModel);
const modelMachine = catalogue.machine;
// The OTP child never fails on its own (its calls' failures are popups inside it): not reachable from a view.
const entries = catalogue.paths.filter(
  (entry) => !entry.path.steps.some((step) => step.event.type === "xstate.error.actor.otp"),
);
const paths = entries.map((entry) => entry.path);

function viewMachine() {
  const { fakes, machine } = createFunnelFakes();
  const otp = otpWithFakes(fakes);
  return { fakes, machine: machine.provide({ actors: { otp } }) };
}

const HEADINGS: Record<string, RegExp> = {
  step1: /^Bạn cần vay bao nhiêu\?$/,
  step2: /^Thông tin liên hệ$/,
  step3: /^Xác thực số điện thoại$/,
  step4: /^Thông tin cá nhân$/,
  step5: /^Thu nhập hàng tháng của bạn$/,
  step6: /^Tình trạng nhà ở của bạn$/,
  step7: /^Tình trạng hôn nhân của bạn$/,
  step8: /^Số người phụ thuộc$/,
  loading: /^Bạn đã hoàn tất hồ sơ!$/,
  result: /^(Chúc mừng!|Rất tiếc!)$/,
  blacklist: /^Rất tiếc!$/,
};

const NEXT_EVENTS = ["amount.confirmed", "contact.submitted", "identity.submitted"] as const;

/** A button of the form, not of a popup over it. */
const formButton = (name: RegExp) =>
  screen.queryAllByRole("button", { name }).find((button) => button.closest('[role="dialog"]') === null);
const withoutTouched = ({ touched: _touched, ...context }: LeadFunnelContext) => context;
const dialogButton = () => within(screen.getByRole("dialog", { name: "Thông báo" })).getByRole("button");

async function replayThroughView(entry: CataloguePath) {
  const { path } = entry;
  let expected = startFunnel();
  const { fakes, machine } = viewMachine();
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: FUNNEL_INPUT, clock });
  actor.start();
  const user = userEvent.setup({ delay: null });
  await renderInRouter(<FunnelStory actor={actor as FunnelActorRef} />);
  const driver = { machine, fakes, clock, wrap: (run: () => Promise<void>) => act(run) };
  const seconds = async (count: number) => {
    await act(async () => {
      for (let i = 0; i < count; i += 1) clock.increment(DELAY.OTP_TICK);
      await flush();
    });
  };
  const settle = async (id: string, output: unknown) => {
    await act(async () => {
      fakes.resolve(id, output);
      await flush();
    });
  };
  const textbox = (name: string) => screen.getByRole("textbox", { name });
  /** A field's new value replaces what was typed (a path may type a field again, or leave it empty). */
  const retype = async (box: HTMLElement, value: string) => {
    if ((box as HTMLInputElement).value !== "") await user.clear(box);
    if (value !== "") await user.type(box, value);
  };
  /** A checkbox ends as the event says (a path may tick it again). */
  const tick = async (box: HTMLElement, checked: boolean) => {
    if ((box as HTMLInputElement).checked !== checked) await user.click(box);
  };

  const perform = async (event: AnyEventObject) => {
    switch (event.type) {
      case "amount.change":
        return fireEvent.change(screen.getByRole("slider", { name: "Số tiền vay" }), {
          target: { value: event.value },
        });
      case "term.change":
        return fireEvent.change(screen.getByRole("slider", { name: "Thời hạn vay" }), {
          target: { value: event.value },
        });
      case "amount.confirmed":
      case "contact.submitted":
      case "identity.submitted":
        return user.click(formButton(/^Tiếp tục$/) ?? screen.getByRole("button", { name: "Tiếp tục" }));
      case "step.back":
        return user.click(screen.getByRole("button", { name: "Quay lại" }));
      case "phone.change":
        return retype(textbox("Số điện thoại"), event.value);
      case "email.change":
        return retype(textbox("Email (không bắt buộc)"), event.value);
      case "agree.change":
        return tick(screen.getByRole("checkbox", { name: /Tôi đồng ý/ }), event.checked === true);
      case "captcha.verify":
        return tick(screen.getByRole("checkbox", { name: /người máy/ }), true);
      case "captcha.expire":
        return user.click(screen.getByRole("button", { name: "(giả lập hết hạn)" }));
      case "name.change":
        return retype(textbox("Họ và tên"), event.value);
      case "nationalId.change":
        await user.clear(textbox("Số CCCD"));
        return user.type(textbox("Số CCCD"), event.value);
      case "income.choose":
      case "housing.choose":
      case "marital.choose":
      case "dependents.choose":
        return user.click(screen.getByRole("button", { name: event.value }));
      case "password.change":
        return user.type(screen.getByLabelText("Mật khẩu mới"), event.value);
      case "passwordConfirm.change":
        return user.type(screen.getByLabelText("Nhập lại mật khẩu mới"), event.value);
      case "password.submit":
        return user.click(screen.getByRole("button", { name: "Tạo mật khẩu" }));
      case "popup.close":
      case "scoreNotice.close":
        return user.click(dialogButton());
      case "funnel.reset":
        return user.click(screen.getByRole("button", { name: "Về trang chủ" }));
      case "xstate.done.actor.otp":
        if (event.output.status === "verified") {
          await user.type(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }), "123456");
          await user.click(screen.getByRole("button", { name: "Xác nhận" }));
          return settle("verifyOtp", { kind: "ok", data: TICKET });
        }
        await seconds(OTP.ttlSeconds);
        await user.click(dialogButton());
        await user.click(screen.getByRole("button", { name: "Gửi lại mã" }));
        await settle("resendOtp", { transactionId: "tx-2" });
        await seconds(OTP.ttlSeconds);
        return user.click(dialogButton());
      default:
        // Calls' answers, delays, and field.touch (display only, nothing to blur on the blacklist screen)
        return performStep(actor as AnyActorRef, event, driver);
    }
  };

  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        // A screen still fetching its chunk shows an empty busy box; a visitor waits for it, so does the test.
        await waitFor(() => expect(document.querySelector(".funnel-body-pending")).toBeNull());
        await perform(step.event);
        await act(flush);
      }
      const actual = actor.getSnapshot() as AnyMachineSnapshot;
      const where = `step ${index} (${step.event.type}) of ${describePath(path)}`;
      expect(actual.value, where).toEqual(step.state.value);
      expect(withoutTouched(actual.context), where).toEqual(withoutTouched(step.state.context as LeadFunnelContext));
      checkScreen(actual);
      // SPEC.md's expectations (tests/oracles/lead-funnel.ts), whatever the machine decided.
      if (index > 0) expected = nextFunnel(expected, step.event, FUNNEL_INPUT.currentYear);
      const shows = funnelShows(expected);
      const spec = { ...shows, calls: shows.calls.filter((name) => name !== "otp") };
      expect(funnelShowsOnScreen(spec, fakes), `${stepWords(entry, index)}: SPEC expects ${expected.screen}`).toEqual(
        spec,
      );
    }
  } finally {
    actor.stop();
  }
}

/** What the screen must show for a snapshot: its heading, Back and 'Tiếp tục' per can(), the popups. */
function checkScreen(snapshot: AnyMachineSnapshot) {
  const screenName = screenOf(snapshot as Parameters<typeof screenOf>[0]);
  const headings = screen.getAllByRole("heading", { level: 2 }).map((element) => element.textContent ?? "");
  expect(headings.some((text) => HEADINGS[screenName]?.test(text))).toBe(true);
  expect(screen.queryByRole("button", { name: "Quay lại" }) !== null).toBe(snapshot.can({ type: "step.back" }));
  const next = formButton(/^(Tiếp tục|Đang xử lý\.\.\.)$/);
  if (next) expect(next.hasAttribute("disabled")).toBe(!NEXT_EVENTS.some((type) => snapshot.can({ type })));
  const popups = snapshot.hasTag("popup") || snapshot.hasTag("scoreNotice");
  expect(screen.queryByRole("dialog") !== null).toBe(popups);
}

describe("lead funnel views along the machine's paths", () => {
  it("the paths driven through the views take every transition but the OTP child's failure", () => {
    expect(uncoveredTransitions(modelMachine, paths)).toEqual([
      "#leadFunnel.flow.otp --error(otp)--> #leadFunnel.flow.contact.popup",
    ]);
  });

  it.each(entries.map((entry) => [testTitle("lead-funnel", entry), entry] as const))(
    "%s",
    async (_, entry) => {
      await replayThroughView(entry);
    },
    30_000,
  );
});
