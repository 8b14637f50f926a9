import { vi } from "vitest";
import { createActor } from "xstate";
import type { LeadFunnelInput, ScoreInput } from "../../machines/lead-funnel/types";
import { DELAY } from "../../src/domain/constants";
import type { IncomeOption } from "../../src/domain/options";
import { flush } from "../support/machine-coverage";
import { createFunnelFakes, EMAIL, FUNNEL_INPUT, fakeScore, NAME, NATIONAL_ID, TICKET } from "./lead-funnel-model";

/** Drives the lead-funnel machine (with the model's fakes) the way the behaviour tests need. */

export function start(input: LeadFunnelInput = FUNNEL_INPUT) {
  const { fakes, machine } = createFunnelFakes();
  const tracked: number[] = [];
  const goHome = vi.fn();
  const goToLogin = vi.fn();
  const actor = createActor(
    machine.provide({
      actions: {
        track: (_, params) => tracked.push(params.status),
        goHome,
        goToLogin: (_, params) => goToLogin(params.username),
      },
    }),
    { input },
  );
  actor.start();
  const answer = async (id: string, output: unknown) => {
    fakes.resolve(id, output);
    await flush();
  };
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  const state = () => actor.getSnapshot();
  const inputOf = (id: string) => fakes.started.filter((entry) => entry.id === id).at(-1)?.input;
  const scoreCalls = () =>
    fakes.started.filter((entry) => entry.id.startsWith("score")).map((e) => e.input as ScoreInput);
  return { actor, fakes, tracked, goHome, goToLogin, answer, send, state, inputOf, scoreCalls };
}
export type Funnel = ReturnType<typeof start>;

export function fillContact({ send }: Funnel) {
  send({ type: "phone.change", value: "09 1234-5678 9" });
  send({ type: "email.change", value: EMAIL });
  send({ type: "agree.change", checked: true });
  send({ type: "captcha.verify", payload: "fake-captcha-payload" });
}

export async function toStep3(f: Funnel) {
  f.send({ type: "amount.confirmed" });
  fillContact(f);
  f.send({ type: "contact.submitted" });
  await f.answer("checkPhone", { kind: "ok" });
  await f.answer("requestOtp", { kind: "ok", ticketCode: TICKET.ticketCode, transactionId: "tx-1", resendsLeft: 2 });
}

export async function toStep5(f: Funnel, nationalId = NATIONAL_ID) {
  await toStep3(f);
  await f.answer("otp", { status: "verified", data: TICKET });
  f.send({ type: "name.change", value: NAME });
  f.send({ type: "nationalId.change", value: nationalId });
  f.send({ type: "identity.submitted" });
  await f.answer("checkIdentity", { kind: "ok" });
  await f.answer("scoreIdentity", { kind: "ok", totalScore: 20, creditCardLimit: 0 });
}

export async function settleScore(f: Funnel) {
  await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
  const input = f.inputOf("scoreUpdate") as ScoreInput;
  await f.answer("scoreUpdate", fakeScore(input));
}

/** Steps 5-7 answered with the given income (a house of their own, married), each score update settled. */
export async function answerSteps5to7(f: Funnel, income: IncomeOption = "Trên 13 triệu") {
  for (const event of [
    { type: "income.choose", value: income },
    { type: "housing.choose", value: "Nhà riêng" },
    { type: "marital.choose", value: "Đã kết hôn" },
  ] as const) {
    f.send(event);
    await settleScore(f);
  }
}
