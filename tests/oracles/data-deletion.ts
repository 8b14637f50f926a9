import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { DataDeletionContext } from "../../machines/data-deletion/types";
import { t } from "../../src/i18n/t";
import type { DeferredActors } from "../support/machine-paths";

/**
 * What the data-deletion request (/yeu-cau-xoa-du-lieu) must show, written from SPEC.md (section 2: the
 * footer's data-deletion page and the 'Thông báo' popup, section 5 "Phone", section 7 "Answer handling
 * in general"), docs/decisions/002-otp-policy.md (the code proves the phone; the code screen behaves as
 * the reset one) and the page's texts in src/i18n/vi-content.ts (deletion_*), not from the machine:
 * the visitor's situation (`DeletionExpected`), how each event moves it (`nextDeletion`) and what the
 * screen shows (`deletionShows`). tests/paths/machine-paths.test.ts compares it with the machine's
 * snapshot as a view reads it (`deletionShowsFromSnapshot`) at every step of every catalogue path.
 */

export type DeletionScreen = "form" | "sending" | "refused" | "popup" | "code" | "done";

export interface DeletionExpected {
  screen: DeletionScreen;
  phone: string;
  /** The "I understand the data cannot be restored" box. */
  agreed: boolean;
  /** The server's message (or the general error) under the field or in the popup. */
  text: string | null;
  reference: string | null;
  /** The calls so far: `sendCode 0912345678`, `otp reset 0912345678 tx-1 resends 2`. */
  calls: string[];
}

export const startDeletion = (): DeletionExpected => ({
  screen: "form",
  phone: "",
  agreed: false,
  text: null,
  reference: null,
  calls: [],
});

/** SPEC 5 "Phone": 10 digits starting 03, 05, 07, 08 or 09; digits only, truncated to 10. */
const PHONE_RULE = /^0[35789]\d{8}$/;
const digitsOnly = (value: unknown) => String(value).replace(/\D/g, "").slice(0, 10);
const serverText = (message: unknown) => (typeof message === "string" && message !== "" ? message : t("normal_error"));
const errorText = (error: unknown) =>
  error instanceof Error && error.message !== "" ? error.message : t("normal_error");
/** The form takes a submit when the phone is valid and the box is ticked (deletion_agree_required). */
const canSend = (e: DeletionExpected) =>
  (e.screen === "form" || e.screen === "refused") && e.agreed && PHONE_RULE.test(e.phone);

export function nextDeletion(e: DeletionExpected, event: AnyEventObject): DeletionExpected {
  const to = (screen: DeletionScreen, patch: Partial<DeletionExpected> = {}): DeletionExpected => ({
    ...e,
    screen,
    ...patch,
  });
  const onForm = e.screen === "form" || e.screen === "refused" || e.screen === "popup";
  switch (event.type) {
    case "deletion.phone.change":
      // Typing a phone clears the server's message; while the code is being sent the form is frozen.
      return onForm ? to("form", { phone: digitsOnly(event.value), text: null }) : e;
    case "deletion.agree.change":
      return onForm ? { ...e, agreed: Boolean(event.value) } : e;
    case "deletion.submit":
      return canSend(e) ? to("sending", { calls: [...e.calls, `sendCode ${e.phone}`] }) : e;
    case "xstate.done.actor.sendCode": {
      const answer = event.output as { kind: string; transactionId?: string; resendsLeft?: number; message?: string };
      if (answer.kind !== "sent") return to("refused", { text: serverText(answer.message) });
      const code = `otp reset ${e.phone} ${answer.transactionId} resends ${answer.resendsLeft}`;
      return to("code", { text: null, calls: [...e.calls, code] });
    }
    case "xstate.error.actor.sendCode":
      return to("popup", { text: errorText(event.error) });
    case "popup.close":
      return e.screen === "popup" ? to("form", { text: null }) : e;
    case "deletion.back":
      // deletion_change_phone: back to the form to use another phone.
      return e.screen === "code" ? to("form") : e;
    case "xstate.done.actor.otp": {
      // A verified code files the request and answers its reference number; giving up returns to the form.
      const output = event.output as { status: string; data?: { reference?: unknown } };
      const reference = output.status === "verified" ? output.data?.reference : undefined;
      return typeof reference === "string" ? to("done", { reference }) : to("form");
    }
    default:
      return e;
  }
}

/** What the visitor sees and which calls were made. */
export interface DeletionShows {
  screen: "form" | "code" | "done";
  phone: string | null;
  agreed: boolean | null;
  sendEnabled: boolean;
  busy: boolean;
  fieldError: string | null;
  popup: string | null;
  reference: string | null;
  calls: string[];
}

export function deletionShows(e: DeletionExpected): DeletionShows {
  const screen = e.screen === "code" || e.screen === "done" ? e.screen : "form";
  return {
    screen,
    phone: screen === "form" ? e.phone : null,
    agreed: screen === "form" ? e.agreed : null,
    sendEnabled: canSend(e),
    busy: e.screen === "sending",
    fieldError: e.screen === "refused" ? e.text : null,
    popup: e.screen === "popup" ? e.text : null,
    reference: e.screen === "done" ? e.reference : null,
    calls: e.calls,
  };
}

/** The calls the fakes saw, written as above. */
export function deletionCalls(fakes: DeferredActors): string[] {
  return fakes.started.map(({ id, input }) => {
    const i = (input ?? {}) as Record<string, unknown>;
    if (id === "sendCode") return `sendCode ${i.phone}`;
    if (id === "otp") return `otp ${i.purpose} ${i.phone} ${i.transactionId} resends ${i.resendsLeft}`;
    return id;
  });
}

/** What the page would show for a snapshot, read the way the view reads it (tags, can, context). */
export function deletionShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): DeletionShows {
  const context = snapshot.context as DataDeletionContext;
  const text = context.message ?? t("normal_error");
  const screen = snapshot.hasTag("done") ? "done" : snapshot.hasTag("otp") ? "code" : "form";
  return {
    screen,
    phone: screen === "form" ? context.phone : null,
    agreed: screen === "form" ? context.agreed : null,
    sendEnabled: snapshot.can({ type: "deletion.submit" }),
    busy: snapshot.hasTag("busy"),
    fieldError: snapshot.hasTag("fieldError") ? text : null,
    popup: snapshot.hasTag("popup") ? text : null,
    reference: screen === "done" ? context.reference : null,
    calls: deletionCalls(fakes),
  };
}
