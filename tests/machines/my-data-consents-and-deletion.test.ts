import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  selectBusy,
  selectData,
  selectLoadError,
  selectNotice,
  selectQuestion,
  selectScreen,
} from "../../machines/my-data/selectors";
import type { DeletionRequest, GivenConsent, PersonalData } from "../../machines/my-data/types";
import { flush } from "../support/machine-coverage";
import { APPLICATION, createMyDataFakes, MY_DATA, REFERENCE, WITHDRAWN_AT } from "./my-data-model";

/**
 * "Dữ liệu của tôi" as its caller sees it (the state's tags, the context and the selectors the view
 * reads, the calls' inputs), written from docs/decisions/015-personal-data.md and SPEC.md section 2
 * (the 'Thông báo' popup) and section 7 "Answer handling in general"; added for the mutants that
 * survived the catalogue's paths (docs/paths/mutants.md, "my-data: each survivor").
 */

const [LEAD_CONSENT, BIOMETRIC] = MY_DATA.consents as [GivenConsent, GivenConsent];
/** The application's own agreement: withdrawing it deletes no face image (only the biometric one does). */
const TICKET_CONSENT: GivenConsent = {
  id: "consent:3",
  purpose: "ticket",
  version: "2026-11-01",
  subject: APPLICATION,
  agreedAt: "2026-11-20T03:30:00.000Z",
  withdrawnAt: null,
};
const WITHDRAWN_BEFORE: GivenConsent = {
  id: "consent:4",
  purpose: "loan_lead",
  version: "2026-11-01",
  subject: "LNDEMO000002",
  agreedAt: "2026-11-10T02:00:00.000Z",
  withdrawnAt: "2026-11-12T02:00:00.000Z",
};
const COMPLETED: DeletionRequest = {
  reference: "XD20261101-AAAAAA",
  status: "completed",
  requestedAt: "2026-11-01T02:00:00.000Z",
  completedAt: "2026-11-02T02:00:00.000Z",
};
/** The customer's data with the application's ID photo, its agreement, an old withdrawn consent and a completed deletion. */
const RICH: PersonalData = {
  ...MY_DATA,
  categories: [
    ...MY_DATA.categories,
    { category: "identity", items: [{ field: "idFront", value: "2026-11-20T03:10:00.000Z", source: APPLICATION }] },
  ],
  consents: [...MY_DATA.consents, TICKET_CONSENT, WITHDRAWN_BEFORE],
  deletionRequests: [COMPLETED],
};

function start() {
  const { fakes, machine } = createMyDataFakes();
  const actor = createActor(machine);
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, fakes, snapshot };
}

async function loaded(data: PersonalData = MY_DATA) {
  const run = start();
  run.fakes.resolve("loadData", data);
  await flush();
  return run;
}

const facesOf = (data: PersonalData | null) =>
  data?.categories.find((c) => c.category === "face")?.items.map((item) => item.source);
const sourcesOf = (data: PersonalData | null, category: string) =>
  data?.categories.find((c) => c.category === category)?.items.map((item) => item.source);

describe("my-data: loading", () => {
  it("shows 'Đang tải' and no data until GET /api/me/data answers, then the page with what it answered", async () => {
    const { fakes, snapshot } = start();
    expect(selectScreen(snapshot())).toBe("loading");
    expect(selectData(snapshot())).toBeNull();
    expect(selectBusy(snapshot())).toBe(false);
    expect(selectQuestion(snapshot())).toBeNull();
    expect(selectNotice(snapshot())).toBeNull();
    expect(fakes.started.map((call) => call.id)).toEqual(["loadData"]);
    fakes.resolve("loadData", MY_DATA);
    await flush();
    expect(selectScreen(snapshot())).toBe("ready");
    expect(selectData(snapshot())).toEqual(MY_DATA);
    expect(selectLoadError(snapshot())).toBeNull();
  });

  it("a failed load shows its reason; a reason-less or non-Error failure shows the general error (null)", async () => {
    const first = start();
    first.fakes.reject("loadData", new Error("Lỗi máy chủ"));
    await flush();
    expect(selectScreen(first.snapshot())).toBe("loadFailed");
    expect(selectLoadError(first.snapshot())).toBe("Lỗi máy chủ");
    expect(selectData(first.snapshot())).toBeNull();

    const blank = start();
    blank.fakes.reject("loadData", new Error(""));
    await flush();
    expect(selectScreen(blank.snapshot())).toBe("loadFailed");
    expect(selectLoadError(blank.snapshot())).toBeNull();

    const odd = start();
    odd.fakes.reject("loadData", "Lỗi máy chủ");
    await flush();
    expect(selectLoadError(odd.snapshot())).toBeNull();
  });

  it("'Thử lại' loads again; a load that then succeeds leaves no error behind", async () => {
    const { actor, fakes, snapshot } = start();
    fakes.reject("loadData", new Error("Lỗi máy chủ"));
    await flush();
    actor.send({ type: "myData.retry" });
    expect(selectScreen(snapshot())).toBe("loading");
    expect(fakes.started.map((call) => call.id)).toEqual(["loadData", "loadData"]);
    fakes.resolve("loadData", MY_DATA);
    await flush();
    expect(selectScreen(snapshot())).toBe("ready");
    expect(snapshot().context).toMatchObject({ data: MY_DATA, loadError: null });
  });
});

describe("my-data: withdrawing a consent (decision 015)", () => {
  it("asks first about the consent pressed, then withdraws that one (its id is the call's input)", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.withdraw", consentId: LEAD_CONSENT.id });
    expect(selectQuestion(snapshot())).toEqual({ kind: "withdraw", consent: LEAD_CONSENT, faceWarning: false });
    expect(snapshot().context.asked).toBe(LEAD_CONSENT.id);
    actor.send({ type: "myData.confirm" });
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectQuestion(snapshot())).toBeNull();
    expect(fakes.started.at(-1)).toEqual({ id: "withdrawConsent", input: { consentId: LEAD_CONSENT.id } });
  });

  it("the biometric consent's question says the face images are deleted", async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: "myData.withdraw", consentId: BIOMETRIC.id });
    expect(selectQuestion(snapshot())).toEqual({ kind: "withdraw", consent: BIOMETRIC, faceWarning: true });
  });

  it("'Hủy' forgets the consent asked about and calls nothing", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.withdraw", consentId: BIOMETRIC.id });
    actor.send({ type: "myData.cancel" });
    expect(selectQuestion(snapshot())).toBeNull();
    expect(snapshot().context.asked).toBeNull();
    expect(snapshot().hasTag("faceWarning")).toBe(false);
    expect(fakes.started.map((call) => call.id)).toEqual(["loadData"]);
  });

  it("'Hủy' on an ordinary consent's question forgets it too and calls nothing", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.withdraw", consentId: LEAD_CONSENT.id });
    expect(selectQuestion(snapshot())).toEqual({ kind: "withdraw", consent: LEAD_CONSENT, faceWarning: false });
    actor.send({ type: "myData.cancel" });
    expect(selectQuestion(snapshot())).toBeNull();
    expect(snapshot().context.asked).toBeNull();
    expect(fakes.started.map((call) => call.id)).toEqual(["loadData"]);
    // Back on the page: another consent's button asks about that one.
    actor.send({ type: "myData.withdraw", consentId: BIOMETRIC.id });
    expect(selectQuestion(snapshot())).toEqual({ kind: "withdraw", consent: BIOMETRIC, faceWarning: true });
  });

  it("a biometric consent already withdrawn asks nothing (no face warning, no call)", async () => {
    const withdrawn: GivenConsent = { ...BIOMETRIC, withdrawnAt: WITHDRAWN_AT };
    const { actor, fakes, snapshot } = await loaded({
      ...MY_DATA,
      consents: MY_DATA.consents.map((c) => (c.id === BIOMETRIC.id ? withdrawn : c)),
    });
    actor.send({ type: "myData.withdraw", consentId: BIOMETRIC.id });
    expect(selectQuestion(snapshot())).toBeNull();
    expect(snapshot().hasTag("confirm")).toBe(false);
    expect(snapshot().hasTag("faceWarning")).toBe(false);
    expect(fakes.started.map((call) => call.id)).toEqual(["loadData"]);
  });

  it("a consent already withdrawn, or one not on the page, asks nothing", async () => {
    const { actor, snapshot } = await loaded(RICH);
    actor.send({ type: "myData.withdraw", consentId: WITHDRAWN_BEFORE.id });
    expect(selectQuestion(snapshot())).toBeNull();
    expect(snapshot().context.asked).toBeNull();
    actor.send({ type: "myData.withdraw", consentId: "consent:404" });
    expect(selectQuestion(snapshot())).toBeNull();
    expect(snapshot().hasTag("confirm")).toBe(false);
  });

  it("the biometric withdrawal removes that application's face images only, keeps its ID photos, and says the server's message", async () => {
    const { actor, fakes, snapshot } = await loaded(RICH);
    actor.send({ type: "myData.withdraw", consentId: BIOMETRIC.id });
    actor.send({ type: "myData.confirm" });
    const consent = { ...BIOMETRIC, withdrawnAt: WITHDRAWN_AT };
    fakes.resolve("withdrawConsent", {
      kind: "withdrawn",
      consent,
      faceImagesDeleted: 1,
      message: "Đã rút lại sự đồng ý và xóa 1 ảnh khuôn mặt.",
    });
    await flush();
    const data = selectData(snapshot());
    expect(selectNotice(snapshot())).toEqual({
      kind: "withdrawn",
      message: "Đã rút lại sự đồng ý và xóa 1 ảnh khuôn mặt.",
    });
    expect(data?.consents).toEqual([LEAD_CONSENT, consent, TICKET_CONSENT, WITHDRAWN_BEFORE]);
    expect(facesOf(data)).toEqual([]);
    expect(sourcesOf(data, "identity")).toEqual([APPLICATION]);
    expect(sourcesOf(data, "contact")).toEqual(["account:0987654321"]);
    expect(snapshot().context.asked).toBeNull();
    expect(selectBusy(snapshot())).toBe(false);
  });

  it("a withdrawal that deleted no face image keeps the face images, even for the same application", async () => {
    const { actor, fakes, snapshot } = await loaded(RICH);
    actor.send({ type: "myData.withdraw", consentId: TICKET_CONSENT.id });
    expect(selectQuestion(snapshot())).toEqual({ kind: "withdraw", consent: TICKET_CONSENT, faceWarning: false });
    actor.send({ type: "myData.confirm" });
    const consent = { ...TICKET_CONSENT, withdrawnAt: WITHDRAWN_AT };
    fakes.resolve("withdrawConsent", { kind: "withdrawn", consent, faceImagesDeleted: 0, message: null });
    await flush();
    const data = selectData(snapshot());
    expect(selectNotice(snapshot())).toEqual({ kind: "withdrawn", message: null });
    expect(data?.consents.find((c) => c.id === TICKET_CONSENT.id)).toEqual(consent);
    expect(data?.consents.find((c) => c.id === BIOMETRIC.id)).toEqual(BIOMETRIC);
    expect(facesOf(data)).toEqual([APPLICATION]);
    // Withdrawn once: asking again about it asks nothing.
    actor.send({ type: "popup.close" });
    actor.send({ type: "myData.withdraw", consentId: TICKET_CONSENT.id });
    expect(selectQuestion(snapshot())).toBeNull();
  });

  it("a refused withdrawal shows the server's message, changes nothing, and has no link to the public page", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.withdraw", consentId: LEAD_CONSENT.id });
    actor.send({ type: "myData.confirm" });
    fakes.resolve("withdrawConsent", { kind: "refused", message: "Không tìm thấy sự đồng ý này." });
    await flush();
    expect(selectNotice(snapshot())).toEqual({ kind: "failed", message: "Không tìm thấy sự đồng ý này." });
    expect(selectData(snapshot())).toEqual(MY_DATA);
    expect(snapshot().context.asked).toBeNull();
  });

  it("a withdrawal that cannot reach the server shows the error's message (none: the general error)", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.withdraw", consentId: LEAD_CONSENT.id });
    actor.send({ type: "myData.confirm" });
    fakes.reject("withdrawConsent", new Error("Không thể kết nối đến máy chủ."));
    await flush();
    expect(selectNotice(snapshot())).toEqual({ kind: "failed", message: "Không thể kết nối đến máy chủ." });
    expect(snapshot().context.asked).toBeNull();
    actor.send({ type: "popup.close" });
    expect(selectNotice(snapshot())).toBeNull();
    expect(snapshot().context.notice).toBeNull();
    actor.send({ type: "myData.withdraw", consentId: LEAD_CONSENT.id });
    actor.send({ type: "myData.confirm" });
    fakes.reject("withdrawConsent", "offline");
    await flush();
    expect(selectNotice(snapshot())).toEqual({ kind: "failed", message: null });
  });
});

describe("my-data: the deletion request (decision 015)", () => {
  it("is asked first; a completed request does not stop a new one; the filed one is listed first and pending", async () => {
    const { actor, fakes, snapshot } = await loaded(RICH);
    actor.send({ type: "myData.deletion.request" });
    expect(selectQuestion(snapshot())).toEqual({ kind: "deletion" });
    actor.send({ type: "myData.confirm" });
    expect(selectBusy(snapshot())).toBe(true);
    expect(fakes.started.at(-1)?.id).toBe("requestDeletion");
    const request: DeletionRequest = {
      reference: REFERENCE,
      status: "pending",
      requestedAt: WITHDRAWN_AT,
      completedAt: null,
    };
    fakes.resolve("requestDeletion", { kind: "filed", request, message: null });
    await flush();
    expect(selectNotice(snapshot())).toEqual({ kind: "filed", reference: REFERENCE, message: null });
    expect(selectData(snapshot())?.deletionRequests).toEqual([request, COMPLETED]);
    expect(selectData(snapshot())?.consents).toEqual(RICH.consents);
    // One request at a time: with one pending, asking again asks nothing.
    actor.send({ type: "popup.close" });
    actor.send({ type: "myData.deletion.request" });
    expect(selectQuestion(snapshot())).toBeNull();
    expect(snapshot().hasTag("confirm")).toBe(false);
  });

  it("the server's answer replaces a request it already listed under the same reference", async () => {
    const listed: DeletionRequest = { ...COMPLETED, reference: REFERENCE };
    const { actor, fakes, snapshot } = await loaded({ ...MY_DATA, deletionRequests: [COMPLETED, listed] });
    actor.send({ type: "myData.deletion.request" });
    actor.send({ type: "myData.confirm" });
    const request: DeletionRequest = {
      reference: REFERENCE,
      status: "pending",
      requestedAt: WITHDRAWN_AT,
      completedAt: null,
    };
    fakes.resolve("requestDeletion", { kind: "filed", request, message: "Đã gửi." });
    await flush();
    expect(selectData(snapshot())?.deletionRequests).toEqual([request, COMPLETED]);
    expect(selectNotice(snapshot())).toEqual({ kind: "filed", reference: REFERENCE, message: "Đã gửi." });
  });

  it("'Hủy' files nothing", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.deletion.request" });
    actor.send({ type: "myData.cancel" });
    expect(selectQuestion(snapshot())).toBeNull();
    expect(fakes.started.map((call) => call.id)).toEqual(["loadData"]);
  });

  it("a phone never proven (251) is its own notice (the page links the public deletion page); other refusals are failures", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.deletion.request" });
    actor.send({ type: "myData.confirm" });
    fakes.resolve("requestDeletion", { kind: "unproven", message: "Số điện thoại chưa được xác thực." });
    await flush();
    expect(selectNotice(snapshot())).toEqual({ kind: "unproven", message: "Số điện thoại chưa được xác thực." });
    expect(selectData(snapshot())?.deletionRequests).toEqual([]);
    actor.send({ type: "popup.close" });
    expect(selectNotice(snapshot())).toBeNull();
    actor.send({ type: "myData.deletion.request" });
    actor.send({ type: "myData.confirm" });
    fakes.resolve("requestDeletion", { kind: "refused", message: null });
    await flush();
    expect(selectNotice(snapshot())).toEqual({ kind: "failed", message: null });
  });

  it("a request that cannot reach the server shows the error's message", async () => {
    const { actor, fakes, snapshot } = await loaded();
    actor.send({ type: "myData.deletion.request" });
    actor.send({ type: "myData.confirm" });
    fakes.reject("requestDeletion", new Error("Không thể kết nối đến máy chủ."));
    await flush();
    expect(selectNotice(snapshot())).toEqual({ kind: "failed", message: "Không thể kết nối đến máy chủ." });
    expect(selectScreen(snapshot())).toBe("ready");
  });
});
