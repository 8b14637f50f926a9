import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { exploreMachine, flush } from "../support/machine-coverage";
import { CODE, createSignInFakes, EMAIL, signInEvents } from "./staff-sign-in-model";

const { machine } = createSignInFakes();
const model = exploreMachine(machine, { events: signInEvents });

describe("staffSignInMachine model", () => {
  it("has a path through every transition it defines", () => {
    expect(model.defined.length).toBeGreaterThan(10);
    expect(model.uncovered).toEqual([]);
  });
});

function start() {
  const made = createSignInFakes();
  const actor = createActor(made.machine);
  actor.start();
  const answer = async (id: string, output: unknown) => {
    made.fakes.resolve(id, output);
    await flush();
  };
  return { actor, answer, ...made };
}

describe("staffSignInMachine behaviour", () => {
  it("signs in with a passkey and opens the back-office", async () => {
    const { actor, answer, fakes, entered } = start();
    expect(actor.getSnapshot().hasTag("choose")).toBe(true);
    actor.send({ type: "passkey.start" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(fakes.started.map((s) => s.id)).toEqual(["passkeySignIn"]);
    await answer("passkeySignIn", { kind: "signed-in" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(entered).toEqual(["back-office"]);
  });

  it("a cancelled passkey prompt returns to the choice with its message", async () => {
    const { actor, fakes } = start();
    actor.send({ type: "passkey.start" });
    fakes.reject("passkeySignIn", new Error("Không xác thực được khóa truy cập (passkey)"));
    await flush();
    expect(actor.getSnapshot().hasTag("choose")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe("Không xác thực được khóa truy cập (passkey)");
  });

  it("sends the TOTP fallback only with an email and six digits, and keeps a refusal under the form", async () => {
    const { actor, answer, fakes, entered } = start();
    actor.send({ type: "totp.open" });
    actor.send({ type: "totp.email.change", value: EMAIL });
    actor.send({ type: "totp.code.change", value: "12a34" });
    expect(actor.getSnapshot().context.code).toBe("1234");
    actor.send({ type: "totp.submit" });
    expect(fakes.started).toEqual([]);
    actor.send({ type: "totp.code.change", value: CODE });
    actor.send({ type: "totp.submit" });
    expect(fakes.started).toEqual([{ id: "totpSignIn", input: { email: EMAIL, code: CODE } }]);
    await answer("totpSignIn", { kind: "refused", message: "Email hoặc mã xác thực không đúng" });
    expect(actor.getSnapshot().hasTag("error")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ code: "", message: "Email hoặc mã xác thực không đúng" });
    actor.send({ type: "totp.code.change", value: "654321" });
    actor.send({ type: "totp.submit" });
    await answer("totpSignIn", { kind: "signed-in" });
    expect(entered).toEqual(["back-office"]);
  });
});
