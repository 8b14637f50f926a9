import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { validateIdCard, validatePhone } from "../../src/api/funnel";
import { checkIdentity, checkPhone } from "../../src/features/lead-funnel/funnel-services";
import {
  createFunnelFakes,
  EMAIL,
  FUNNEL_INPUT,
  NAME,
  NATIONAL_ID,
  PHONE,
  TICKET,
} from "../machines/lead-funnel-model";
import { flush } from "../support/machine-coverage";

/**
 * SPEC 4 "Lead form" and SPEC 8 with the server's codes: the lead funnel run with the real phone and
 * identity checks (the API answers mocked), so a code goes all the way to the screen: 201 or 202 at the
 * phone check and 201 at the identity check show the blacklist screen; 202 at the identity check and
 * 203 at either are a popup with the server's message, the visitor stays on the step.
 */
vi.mock("../../src/api/funnel", () => ({
  validatePhone: vi.fn(),
  validateIdCard: vi.fn(),
  updateScore: vi.fn(),
  saveHubLog: vi.fn(),
  resetFunnelPassword: vi.fn(),
  getPartners: vi.fn(),
}));

function funnelWithRealChecks() {
  const { fakes, machine } = createFunnelFakes();
  const actor = createActor(
    machine.provide({
      actors: {
        checkPhone: fromPromise(({ input }) => checkPhone(input)),
        checkIdentity: fromPromise(({ input }) => checkIdentity(input)),
      },
    }),
    { input: FUNNEL_INPUT },
  );
  actor.start();
  return { actor, fakes };
}
type Run = ReturnType<typeof funnelWithRealChecks>;

const envelope = (code: number) => ({ code, data: null, message: `Mã ${code} từ máy chủ.` }) as never;

async function submitContact({ actor }: Run, code: number) {
  vi.mocked(validatePhone).mockResolvedValueOnce(envelope(code));
  actor.send({ type: "amount.confirmed" });
  actor.send({ type: "phone.change", value: PHONE });
  actor.send({ type: "email.change", value: EMAIL });
  actor.send({ type: "agree.change", checked: true });
  actor.send({ type: "captcha.verify", payload: "fake-captcha-payload" });
  actor.send({ type: "contact.submitted" });
  await flush();
}

async function submitIdentity(run: Run, code: number) {
  await submitContact(run, 200);
  run.fakes.resolve("requestOtp", { kind: "ok", ticketCode: TICKET.ticketCode, transactionId: "tx-1", resendsLeft: 3 });
  await flush();
  run.fakes.resolve("otp", { status: "verified", data: TICKET });
  await flush();
  vi.mocked(validateIdCard).mockResolvedValueOnce(envelope(code));
  run.actor.send({ type: "name.change", value: NAME });
  run.actor.send({ type: "nationalId.change", value: NATIONAL_ID });
  run.actor.send({ type: "identity.submitted" });
  await flush();
}

const shows = ({ actor }: Run) => {
  const snapshot = actor.getSnapshot();
  return {
    blacklist: snapshot.hasTag("blacklist"),
    popup: snapshot.hasTag("popup"),
    step2: snapshot.hasTag("step2"),
    step4: snapshot.hasTag("step4"),
  };
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("lead funnel with the server's codes at the phone and identity checks", () => {
  it.each([201, 202])("phone check %i: the blacklist screen", async (code) => {
    const run = funnelWithRealChecks();
    await submitContact(run, code);
    expect(shows(run)).toMatchObject({ blacklist: true, popup: false });
    run.actor.stop();
  });

  it("phone check 203: a popup with the server's message, still step 2", async () => {
    const run = funnelWithRealChecks();
    await submitContact(run, 203);
    expect(shows(run)).toMatchObject({ blacklist: false, popup: true, step2: true });
    expect(run.actor.getSnapshot().context.notice).toMatchObject({ text: "Mã 203 từ máy chủ." });
    run.actor.stop();
  });

  it("identity check 201: the blacklist screen", async () => {
    const run = funnelWithRealChecks();
    await submitIdentity(run, 201);
    expect(shows(run)).toMatchObject({ blacklist: true, popup: false });
    run.actor.stop();
  });

  it.each([202, 203])("identity check %i: a popup with the server's message, still step 4", async (code) => {
    const run = funnelWithRealChecks();
    await submitIdentity(run, code);
    expect(shows(run)).toMatchObject({ blacklist: false, popup: true, step4: true });
    run.actor.stop();
  });
});
