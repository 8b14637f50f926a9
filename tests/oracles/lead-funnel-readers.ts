import { screen } from "@testing-library/react";
import type { AnyMachineSnapshot } from "xstate";
import type { LeadFunnelContext } from "../../machines/lead-funnel/types";
import { resultOf } from "../../src/features/lead-funnel/funnel-selectors";
import type { DeferredActors } from "../support/machine-paths";
import { FUNNEL_CALLS, type FunnelResult, type FunnelShows, type FunnelStep } from "./lead-funnel";

/** The screen tags the view branches on (SPEC's step numbers), and the steps they are. */
const TAG_STEPS: Array<[string, FunnelStep]> = [
  ["step1", "amount"],
  ["step2", "contact"],
  ["step3", "otp"],
  ["step4", "identity"],
  ["step5", "income"],
  ["step6", "housing"],
  ["step7", "marital"],
  ["step8", "dependents"],
  ["loading", "loading"],
  ["result", "result"],
  ["blacklist", "blacklisted"],
];

/** The headings of each screen, from the message catalogue (SPEC.md's wording). */
export const FUNNEL_HEADINGS: Record<FunnelStep, RegExp> = {
  amount: /^Bạn cần vay bao nhiêu\?$/,
  contact: /^Thông tin liên hệ$/,
  otp: /^Xác thực số điện thoại$/,
  identity: /^Thông tin cá nhân$/,
  income: /^Thu nhập hàng tháng của bạn$/,
  housing: /^Tình trạng nhà ở của bạn$/,
  marital: /^Tình trạng hôn nhân của bạn$/,
  dependents: /^Số người phụ thuộc$/,
  loading: /^Bạn đã hoàn tất hồ sơ!$/,
  result: /^(Chúc mừng!|Rất tiếc!)$/,
  blacklisted: /^Rất tiếc!$/,
};

export const funnelCalls = (fakes: DeferredActors) =>
  fakes.started
    .map(({ id }) => id)
    .filter((id) => FUNNEL_CALLS.has(id))
    .sort();

/** What the funnel view would show for a snapshot, read the way the view reads it (tags, can). */
export function funnelShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): FunnelShows {
  const screenName = TAG_STEPS.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? "amount";
  return {
    screen: screenName,
    popup: snapshot.hasTag("popup") || snapshot.hasTag("scoreNotice"),
    back: snapshot.can({ type: "step.back" }),
    next: ["amount", "contact", "identity"].includes(screenName),
    calls: funnelCalls(fakes),
  };
}

const OUTCOMES: Record<string, FunnelResult["outcome"]> = {
  firstPartner: "first partner",
  secondPartner: "second partner",
  regret: "regret",
};

/** The result screen's outcome as the view computes it from the snapshot (null before the result). */
export function funnelResultFromSnapshot(snapshot: AnyMachineSnapshot): FunnelResult | null {
  if (!snapshot.hasTag("result")) return null;
  const result = resultOf(snapshot.context as LeadFunnelContext, 50_000_000);
  return { outcome: OUTCOMES[result.outcome] ?? "regret", score: result.score, veryGood: result.veryGood };
}

/** What the rendered funnel shows: the screen by its heading, Back, 'Tiếp tục', a popup, the calls. */
export function funnelShowsOnScreen(expected: FunnelShows, fakes: DeferredActors): FunnelShows {
  const headings = screen.getAllByRole("heading", { level: 2 }).map((element) => element.textContent ?? "");
  const shown = (Object.entries(FUNNEL_HEADINGS) as Array<[FunnelStep, RegExp]>).filter(([, heading]) =>
    headings.some((text) => heading.test(text)),
  );
  // 'Rất tiếc!' heads both the regret result and the blacklist screen: keep the expected one when it fits.
  const screenName = shown.find(([step]) => step === expected.screen)?.[0] ?? shown[0]?.[0] ?? "amount";
  const outsideDialog = (name: RegExp) =>
    screen.queryAllByRole("button", { name }).some((button) => button.closest('[role="dialog"]') === null);
  return {
    screen: screenName,
    popup: screen.queryByRole("dialog") !== null,
    back: outsideDialog(/^Quay lại$/),
    next: outsideDialog(/^(Tiếp tục|Đang xử lý\.\.\.)$/),
    // The view runs the real OTP machine at step 3: no `otp` fake there.
    calls: funnelCalls(fakes),
  };
}
