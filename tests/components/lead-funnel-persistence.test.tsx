import { afterEach, describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor } from "xstate";
import { DELAY } from "../../src/domain/constants";
import {
  FUNNEL_STORAGE_FORMAT,
  FUNNEL_STORAGE_KEY,
  readStoredFunnel,
  rearmDelays,
  stripSecrets,
  writeStoredFunnel,
} from "../../src/features/lead-funnel/funnel-persistence";
import {
  createFunnelSession,
  type FunnelActor,
  type FunnelSession,
} from "../../src/features/lead-funnel/funnel-session";
import { IDLE_RETURN_KEY } from "../../src/features/tracking/tracking-session";
import {
  funnelAt,
  runScript,
  STORY_INPUT,
  storyMachine,
  TO_RESULT,
  TO_STEP_3,
  TO_STEP_6,
} from "../../stories/lead-funnel/funnel-story-support";

type Actor = Awaited<ReturnType<ReturnType<typeof funnelAt>>>["actor"];

function save(actor: Actor) {
  writeStoredFunnel(sessionStorage, actor.getSnapshot() as AnyMachineSnapshot, actor.getPersistedSnapshot());
}
function stored(): { format: number; snapshot: Record<string, unknown> } {
  return JSON.parse(sessionStorage.getItem(FUNNEL_STORAGE_KEY) ?? "null");
}
const freshContext = () => createActor(storyMachine(), { input: STORY_INPUT }).getSnapshot().context;

let page: FunnelSession | null = null;
/** The page's funnel session as the app makes it, over this tab's sessionStorage (no tracking, no router). */
function funnelSession(): FunnelActor {
  page ??= createFunnelSession({
    storage: sessionStorage,
    storedAttribution: () => ({}),
    track: () => undefined,
    goHome: () => undefined,
    goToLogin: () => undefined,
  });
  return page.actor();
}
function disposeFunnelSession() {
  page?.dispose();
  page = null;
}

afterEach(() => {
  disposeFunnelSession();
  vi.useRealTimers();
});

describe("funnel persistence", () => {
  it("keeps no secret: the OTP typed, the bot-check payload and the passwords are blanked", async () => {
    const { actor, clock } = await funnelAt({ answers: { verifyOtp: "pending" }, steps: TO_STEP_3 })();
    const otp = actor.getSnapshot().children.otp;
    otp?.send({ type: "otp.change", value: "4821" });
    save(actor);
    const text = sessionStorage.getItem(FUNNEL_STORAGE_KEY) ?? "";
    expect(text).not.toContain("4821");
    expect(text).not.toContain("fake-captcha-payload");
    expect(stored().snapshot.value).toEqual({ flow: "otp", score: "idle" });

    // While the code is being verified nothing is written: the stored snapshot stays the last safe one.
    await runScript(actor, clock, [{ otp: "482193" }]);
    save(actor);
    expect(sessionStorage.getItem(FUNNEL_STORAGE_KEY)).not.toContain("482193");

    const result = await funnelAt({ steps: [...TO_RESULT, { type: "password.change", value: "bimat-123" }] })();
    save(result.actor);
    const saved = sessionStorage.getItem(FUNNEL_STORAGE_KEY) ?? "";
    expect(saved).not.toContain("bimat-123");
    expect(saved).not.toContain("tam-thoi");
    expect(stripSecrets(result.actor.getPersistedSnapshot())).toMatchObject({
      context: { account: { passwordDefault: null }, form: { password: "", captchaResponse: "" } },
    });
  });

  it("restores step 6 with the answers, and the restored score debounce still fires", async () => {
    const { actor } = await funnelAt({ steps: [...TO_STEP_6, { type: "step.back" }] })();
    save(actor);
    vi.useFakeTimers();
    const snapshot = readStoredFunnel(sessionStorage, storyMachine(), freshContext());
    expect(snapshot).toBeDefined();
    const scored = vi.fn();
    const machine = storyMachine({
      scoreLead: (input) => {
        scored(input);
        return { kind: "ok", totalScore: 42, creditCardLimit: 0 };
      },
    });
    const restored = createActor(machine, { snapshot, input: STORY_INPUT });
    restored.start();
    rearmDelays(restored);
    expect(restored.getSnapshot().value).toEqual({ flow: "income", score: "waiting" });
    expect(restored.getSnapshot().context.form).toMatchObject({ phone: "0912345678", name: "Nguyễn Văn An" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    expect(scored).toHaveBeenCalledTimes(1);
    expect(restored.getSnapshot().context.totalScore).toBe(42);
  });

  it("restores the OTP step with its countdown still running", async () => {
    const { actor } = await funnelAt({ steps: TO_STEP_3 })();
    save(actor);
    vi.useFakeTimers();
    const restored = createActor(storyMachine(), {
      snapshot: readStoredFunnel(sessionStorage, storyMachine(), freshContext()),
      input: STORY_INPUT,
    });
    restored.start();
    rearmDelays(restored);
    const remaining = () =>
      (restored.getSnapshot().children.otp?.getSnapshot() as AnyMachineSnapshot | undefined)?.context.remaining;
    expect(remaining()).toBe(300);
    await vi.advanceTimersByTimeAsync(3 * DELAY.OTP_TICK);
    expect(remaining()).toBe(297);
  });

  it("the page's funnel writes the OTP countdown as it runs, so a reload does not give the code more time", async () => {
    const { actor } = await funnelAt({ steps: TO_STEP_3 })();
    save(actor);
    vi.useFakeTimers();
    const resumed = funnelSession();
    expect(resumed.getSnapshot().hasTag("step3")).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * DELAY.OTP_TICK);
    const children = stored().snapshot.children as { otp: { snapshot: { context: { remaining: number } } } };
    expect(children.otp.snapshot.context.remaining).toBe(298);
  });

  it("drops a stored snapshot the machine cannot follow", async () => {
    const { actor } = await funnelAt({ steps: TO_STEP_6 })();
    save(actor);
    const good = stored();
    const attempt = (value: unknown) => {
      sessionStorage.setItem(FUNNEL_STORAGE_KEY, JSON.stringify(value));
      return readStoredFunnel(sessionStorage, storyMachine(), freshContext());
    };
    expect(attempt(good)).toBeDefined();
    expect(attempt({ ...good, format: FUNNEL_STORAGE_FORMAT + 1 })).toBeUndefined();
    expect(
      attempt({ ...good, snapshot: { ...good.snapshot, value: { flow: "step42", score: "idle" } } }),
    ).toBeUndefined();
    const context = good.snapshot.context as Record<string, unknown>;
    const { totalMoney: _dropped, ...renamed } = context;
    expect(attempt({ ...good, snapshot: { ...good.snapshot, context: { ...renamed, money: 0 } } })).toBeUndefined();
    sessionStorage.setItem(FUNNEL_STORAGE_KEY, "{not json");
    expect(readStoredFunnel(sessionStorage, storyMachine(), freshContext())).toBeUndefined();
  });

  it("the page's funnel resumes from sessionStorage, also on the inactivity cut-off's return to /", async () => {
    const { actor } = await funnelAt({ steps: TO_STEP_6 })();
    save(actor);
    const resumed = funnelSession();
    expect(resumed.getSnapshot().hasTag("step6")).toBe(true);
    expect(resumed.getSnapshot().context.form.income).toBe("Trên 13 triệu");
    expect(funnelSession()).toBe(resumed);
    const { phone, email, name, nationalId } = actor.getSnapshot().context.form;
    disposeFunnelSession();

    // Tracking's cut-off leaves its flag for the reloaded page at /: the funnel still resumes where it was,
    // with the answers, the phone and the e-mail, and without the OTP code or the bot-check payload.
    sessionStorage.setItem(IDLE_RETURN_KEY, "1");
    const afterIdle = funnelSession();
    expect(afterIdle.getSnapshot().hasTag("step6")).toBe(true);
    expect(afterIdle.getSnapshot().context.form).toMatchObject({
      phone,
      email,
      name,
      nationalId,
      income: "Trên 13 triệu",
      captchaResponse: "",
    });
    expect(phone).not.toBe("");
    expect(afterIdle.getSnapshot().children.otp).toBeUndefined();
    // For hydrating the prerendered / (which holds step 1): the same funnel at its first step, never started.
    const first = page?.pristine?.();
    expect(first?.getSnapshot().hasTag("step1")).toBe(true);
    expect(first?.getSnapshot().status).toBe("active");
    expect(page?.pristine?.()).toBe(first);
  });

  it("has no first-step stand-in when the funnel was not restored", () => {
    sessionStorage.removeItem(FUNNEL_STORAGE_KEY);
    funnelSession();
    expect(page?.pristine?.()).toBeNull();
  });
});
