import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { LoadTicketResult } from "../../machines/loan-ticket/types";
import type { DetailsField, ProductSummary, TicketDetails } from "../../src/domain/loan-ticket-details";
import type { DeferredActors } from "../support/machine-paths";
import { SPEC_EMPTY_DETAILS, specDetailsValid, withSpecDetail } from "./loan-ticket-details";
import { specEmail } from "./spec";

/**
 * What the loan-ticket wizard must do, written from SPEC.md section 7 "Loan-ticket flow" and DESIGN.md
 * (identity, details, OTP, contract, then the loan code; each finished step saves the draft; a failed
 * call's popup retries it or returns to the form), not from the machine: the step shown, whether a popup
 * is open, the calls made. Checked on the machine at every step of every catalogue path.
 *
 * Issue 17 (decision 013): the partner's service is checked before the wizard starts (closed: its
 * message and a retry); after the OTP, MobiFone's second step; after confirmation, the partner's approval
 * is asked until decided (again after a while when undecided) and a 6-digit SmartCA code signs remotely
 * (a wrong code is cleared).
 */

export type TicketStep =
  | "loading"
  | "unavailable"
  | "policy changed"
  | "identity"
  | "details"
  | "otp"
  | "contract"
  | "success"
  | "left";

export interface TicketExpected {
  step: TicketStep;
  /** A popup and what its button does. */
  popup: null | "retries" | "returns" | "leaves";
  /** The call a "retries" popup repeats. */
  retry: string | null;
  product: ProductSummary | null;
  details: TicketDetails;
  email: string;
  agreed: boolean;
  calls: string[];
  /** Where the wizard starts once the partner's service answered (the saved draft's step). */
  resume: TicketStep;
  /** The SmartCA code typed (digits only, at most 6). */
  signCode: string;
}

export const startTicket = (): TicketExpected => ({
  step: "loading",
  popup: null,
  retry: null,
  product: null,
  details: SPEC_EMPTY_DETAILS,
  email: "",
  agreed: false,
  calls: ["loadTicket"],
  resume: "identity",
  signCode: "",
});

/** The call each step makes on arrival. */
const ARRIVAL: Partial<Record<TicketStep, string>> = {
  loading: "loadTicket",
  identity: "ekyc",
  otp: "requestOtp",
  contract: "prepareContract",
};

export function nextTicket(e: TicketExpected, event: AnyEventObject): TicketExpected {
  const arrive = (step: TicketStep, patch: Partial<TicketExpected> = {}): TicketExpected => {
    const call = ARRIVAL[step];
    return { ...e, ...patch, step, popup: null, retry: null, calls: call ? [...e.calls, call] : e.calls };
  };
  const failedWith = (call: string): TicketExpected => ({ ...e, popup: "retries", retry: call });
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  const failed = actor?.[1] === "error";
  const output = event.output as { kind?: string; status?: string } | undefined;
  // Undecided: the result screen asks the partner again after a while.
  if (event.type.startsWith("xstate.after.")) return { ...e, calls: [...e.calls, "approvalStatus"] };
  switch (actor ? actor[2] : event.type) {
    case "loadTicket": {
      if (failed) return failedWith("loadTicket");
      const load = event.output as LoadTicketResult;
      if (load.kind !== "ready") return { ...e, step: "unavailable" };
      const patch = {
        product: load.product,
        details: load.draft?.details ?? e.details,
        email: load.draft?.email ?? e.email,
      };
      if (load.policyChanged) return { ...e, ...patch, step: "policy changed" };
      return { ...e, ...patch, resume: load.draft?.stage ?? "identity", calls: [...e.calls, "checkService"] };
    }
    case "checkService":
      if (failed) return failedWith("checkService");
      // Closed: the notice with the partner's message and a retry (no popup).
      return output?.kind === "available" ? arrive(e.resume) : { ...e, step: "left", retry: "checkService" };
    case "retry":
      return {
        ...e,
        step: e.step === "left" ? "loading" : e.step,
        popup: null,
        retry: null,
        calls: [...e.calls, e.retry ?? "?"],
      };
    case "draft.restart":
      return { ...e, calls: [...e.calls, "deleteDraft"] };
    case "deleteDraft":
      return failed ? e : arrive("loading");
    case "ekyc":
      return { ...e, calls: [...e.calls, "saveDraft"] };
    case "saveDraft":
      if (failed) return e.step === "identity" ? failedWith("saveDraft") : { ...e, popup: "returns" };
      return arrive(e.step === "identity" ? "details" : "otp");
    case "details.change":
      return { ...e, details: withSpecDetail(e.details, event.field as DetailsField, String(event.value)) };
    case "details.submit":
      return specDetailsValid(e.details, e.product) ? { ...e, calls: [...e.calls, "saveDraft"] } : e;
    case "step.back":
      return arrive("identity");
    case "requestOtp":
      if (failed) return failedWith("requestOtp");
      return output?.kind === "sent" ? { ...e, calls: [...e.calls, "otp"] } : { ...e, popup: "leaves" };
    case "otp":
      return output?.status === "verified" ? { ...e, calls: [...e.calls, "mobifoneStep2"] } : { ...e, step: "left" };
    case "mobifoneStep2":
      if (failed) return failedWith("mobifoneStep2");
      return output?.kind === "accepted" ? arrive("contract") : { ...e, popup: "leaves" };
    case "prepareContract":
      if (failed) return failedWith("prepareContract");
      // The e-mail the customer gave, else the one the contract comes with; the customer may change it.
      return { ...e, email: e.email !== "" ? e.email : String((event.output as { email?: string }).email ?? "") };
    case "email.change":
      return { ...e, email: String(event.value) };
    case "contract.agree":
      return { ...e, agreed: event.value === true };
    case "contract.confirm":
      return specEmail(e.email) && e.agreed ? { ...e, calls: [...e.calls, "confirmTicket"] } : e;
    case "confirmTicket":
      return !failed && output?.kind === "confirmed"
        ? { ...e, step: "success", calls: [...e.calls, "approvalStatus"] }
        : { ...e, popup: "returns" };
    case "approvalStatus":
      return e;
    case "sign.code.change":
      return { ...e, signCode: String(event.value).replace(/\D/g, "").slice(0, 6) };
    case "sign.submit":
      return /^\d{6}$/.test(e.signCode) ? { ...e, calls: [...e.calls, "signRemote"] } : e;
    case "signRemote":
      return !failed && output?.kind === "wrongCode" ? { ...e, signCode: "" } : e;
    case "popup.close":
      return e.popup === "leaves" ? { ...e, popup: null, step: "left" } : { ...e, popup: null };
    default:
      return e;
  }
}

export interface TicketShows {
  step: TicketStep;
  popup: boolean;
  calls: string[];
}

export const ticketShows = (e: TicketExpected): TicketShows => ({
  step: e.step,
  popup: e.popup !== null,
  calls: [...e.calls].sort(),
});

const TAGS: Array<[string, TicketStep]> = [
  ["success", "success"],
  ["policyChanged", "policy changed"],
  ["identity", "identity"],
  ["details", "details"],
  ["otp", "otp"],
  ["contract", "contract"],
  ["loading", "loading"],
];

/** The wizard as its view reads the snapshot (tags), and the calls the fakes saw. */
export function ticketShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): TicketShows {
  const value = JSON.stringify(snapshot.value);
  const step: TicketStep =
    value === '"unavailable"'
      ? "unavailable"
      : value === '"left"' || snapshot.hasTag("left")
        ? "left"
        : (TAGS.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? "loading");
  return {
    step,
    popup: snapshot.hasTag("popup") && step !== "unavailable",
    calls: fakes.started.map(({ id }) => id).sort(),
  };
}
