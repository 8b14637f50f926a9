import { describe, expect, it } from "vitest";
import { maskInspected, maskInspectionEvent } from "../../src/flows/bridge/mask-inspection-event";

describe("maskInspected", () => {
  it("shows a value only where its subject is on the allowlist", () => {
    expect(maskInspected({ type: "income.choose", value: "Trên 13 triệu" })).toEqual({
      type: "income.choose",
      value: "Trên 13 triệu",
    });
    expect(maskInspected({ type: "otp.change", value: "482913" })).toEqual({ type: "otp.change", value: "***" });
    expect(maskInspected({ type: "details.change", field: "bankId", value: "2" })).toEqual({
      type: "details.change",
      field: "bankId",
      value: "2",
    });
    expect(maskInspected({ type: "details.change", field: "refName", value: "Nguyễn Văn Bình" })).toEqual({
      type: "details.change",
      field: "refName",
      value: "***",
    });
  });

  it("masks every string under a key not on the allowlist, at any depth, keeping numbers, booleans and empties", () => {
    expect(
      maskInspected({
        form: { name: "Nguyễn Văn An", email: "an@example.com", phone: "0912345678", password: "", amount: 10_000_000 },
        ticket: { ticketCode: "LOAN-1", ticketToken: "tk-1", resendsLeft: 2 },
        account: { username: "0912345678", passwordDefault: "TamThoi-9x2Q" },
        agreed: true,
        message: "Số 0912345678 chưa đủ điều kiện.",
      }),
    ).toEqual({
      form: { name: "***", email: "***", phone: "09******78", password: "", amount: 10_000_000 },
      ticket: { ticketCode: "LOAN-1", ticketToken: "***", resendsLeft: 2 },
      account: { username: "09******78", passwordDefault: "***" },
      agreed: true,
      message: "Số 09******78 chưa đủ điều kiện.",
    });
  });
});

describe("maskInspectionEvent", () => {
  it("keeps ids and the state, reduces the snapshot and masks its context", () => {
    const machine = { config: { id: "otp" } };
    const event = {
      type: "@xstate.actor",
      sessionId: "x:1",
      name: "otp",
      definition: '{"id":"otp"}',
      snapshot: { status: "active", value: { session: "live" }, context: { value: "4829" }, machine, children: {} },
    };
    expect(maskInspectionEvent(event)).toEqual({
      type: "@xstate.actor",
      sessionId: "x:1",
      name: "otp",
      definition: '{"id":"otp"}',
      snapshot: { status: "active", value: { session: "live" }, context: { value: "***" } },
    });
  });
});
