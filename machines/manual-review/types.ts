/** The operator's manual review (machines/manual-review/machine.ts). Personal data arrives masked. */

export type ReviewDecision = "approved" | "refused";

/** One held application in the queue (as GET /api/quan-tri/review lists it, masked). */
export interface QueueItem {
  code: string;
  reason: string;
  status: string;
  productName: string;
  partnerName: string;
  phone: string;
  fullName: string;
  heldSince: string;
}

/** One case opened to look at the images side by side. */
export interface CaseView extends QueueItem {
  documentType: string | null;
  images: Array<"front" | "back" | "face">;
  scores: { similarity: number | null; antispoof: number | null; liveness: number | null };
  cardId: string | null;
  decision: { decision: ReviewDecision; reason: string; at: string } | null;
}

/** What the server answered a decision: where the application goes next. */
export interface DecisionOutcome {
  code: string;
  decision: ReviewDecision;
  delivery: "queued" | "waiting" | "none";
}

/** `note` is the decision's reason (free text: the inspection stream masks it, see mask-inspection-event.ts). */
export interface DecisionInput {
  code: string;
  decision: ReviewDecision;
  note: string;
}

export interface ManualReviewContext {
  queue: QueueItem[];
  /** The code of the case being opened or looked at. */
  selected: string | null;
  current: CaseView | null;
  decision: ReviewDecision | null;
  /** The decision's reason as typed. */
  note: string;
  /** A failure's or a refusal's message (Vietnamese, from the server or the client). */
  message: string | null;
  outcome: DecisionOutcome | null;
}

export type ManualReviewEvent =
  | { type: "reload" }
  | { type: "open"; code: string }
  | { type: "retry" }
  | { type: "back" }
  | { type: "approve" }
  | { type: "refuse" }
  | { type: "note.change"; value: string }
  | { type: "confirm" }
  | { type: "cancel" }
  | { type: "next" };

export type ManualReviewTag = "busy" | "queue" | "case" | "deciding" | "error" | "done";

/** The reason of a decision: 5 to 300 characters once trimmed (as the contract asks). */
export const REASON_MIN = 5;
export const REASON_MAX = 300;
