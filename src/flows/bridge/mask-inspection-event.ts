import { maskText } from "../../domain/mask-personal-data";

/**
 * What an inspection event may show of what a person typed or was given, decided before the event
 * leaves the app tab (to the flow viewer, and from there perhaps to stately.ai). Masking by pattern
 * alone (src/domain/mask-personal-data.ts: 10-digit phones, 12-digit national IDs) misses what has
 * no pattern: a name, an e-mail, a 6-digit OTP, a ticket token, a password. So the rule here is an
 * allowlist: a string is shown only under a key named below (state names, kinds, codes, ids of a
 * record, the answers of the score questions); every other string in a context, an event, an actor's
 * input or output becomes "***" ("" stays "", a lone phone number or national ID shows its first and
 * last two digits). A `value` is shown only where its subject is: the `field` beside it, or the first
 * word of the event type (`income.choose` shows its value, `name.change` and `otp.change` do not).
 * Numbers and booleans are kept, unless a number reads as a phone number or national ID.
 */
const SHOWN_KEYS = new Set([
  // events and outcomes
  "type",
  "kind",
  "status",
  "field",
  "reason",
  "destination",
  "purpose",
  "step",
  "stage",
  "start",
  "resumeStage",
  "side",
  "docType",
  "faceUnavailable",
  // messages the app or server wrote (phone numbers and IDs in them are masked by pattern)
  "errorKey",
  "errorCode",
  "key",
  "text",
  "message",
  "loadError",
  "blacklistMessage",
  "reasons",
  // ids of records, never a secret on their own (the ticket token and codes are not here)
  "id",
  "actorId",
  "ticketCode",
  "transactionId",
  "signTransactionId",
  "productId",
  "consentId",
  "loanCode",
  "reference",
  "imageId",
  "readImageId",
  // the score questions' answers and other choices from fixed lists
  "income",
  "housing",
  "houseOwnership",
  "marital",
  "maritalStatus",
  "dependents",
  "amount",
  "term",
  "loanPurpose",
  "debitMethod",
  "paymentType",
  "totalCapital",
  "payBackDay",
  "bankId",
  "branchId",
  "provinceCode",
  "districtCode",
  "wardCode",
  "refRelationship",
  "detailsTouched",
  "fields",
  "category",
  "version",
  // products, partners and cards of the catalogue
  "providerName",
  "partnerName",
  "productName",
  "partner",
  "image",
  "affiliateLink",
  // times
  "generatedAt",
  "createdAt",
  "sentAt",
  "agreedAt",
  "withdrawnAt",
  "requestedAt",
  "completedAt",
]);

export const MASK = "***";
/** The deepest nesting copied; deeper values become "…". */
const MAX_DEPTH = 10;
const LONE_PHONE_OR_ID = /^(?:0\d{9}|\d{12})$/;

function hidden(text: string): string {
  if (text === "") return "";
  return LONE_PHONE_OR_ID.test(text) ? maskText(text) : MASK;
}

function maskNumber(value: number): number | string {
  const text = String(value);
  return maskText(text) === text ? value : maskText(text);
}

/** The key `value` of an object speaks of its `field`, or of the first word of its event `type`. */
function subjectOf(object: Record<string, unknown>): string | null {
  if (typeof object.field === "string") return object.field;
  if (typeof object.type === "string") return object.type.split(".")[0] ?? null;
  return null;
}

/** `all`: every string shown (a state value: names of states); else judged key by key. */
function copy(value: unknown, shown: boolean, depth: number, seen: WeakSet<object>, all = false): unknown {
  if (typeof value === "string") return shown || all ? maskText(value) : hidden(value);
  if (typeof value === "number") return maskNumber(value);
  if (typeof value === "bigint") return hidden(String(value));
  if (value === null || value === undefined || typeof value === "boolean") return value;
  if (typeof value !== "object") return undefined;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "…";
  seen.add(value);
  try {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map((item) => copy(item, shown, depth + 1, seen, all) ?? null);
    const object = value as Record<string, unknown>;
    const subject = subjectOf(object);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(object)) {
      const keyShown = key === "value" ? subject !== null && SHOWN_KEYS.has(subject) : SHOWN_KEYS.has(key);
      const copied = copy(item, keyShown, depth + 1, seen, all);
      if (copied !== undefined) out[key] = copied;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** A plain, JSON-safe copy of a context, an event, an input or an output, masked as described above. */
export function maskInspected(value: unknown): unknown {
  return copy(value, false, 0, new WeakSet());
}

/**
 * The parts of an actor's snapshot worth showing: its state (`value`, kept as it is: the names of
 * states), status, tags, and its context, input, output and error masked. The rest of a machine
 * snapshot (the machine itself, its child actors with their own snapshots, history) is left out:
 * children are inspected as actors of their own.
 */
function maskSnapshot(snapshot: unknown): unknown {
  if (typeof snapshot !== "object" || snapshot === null) return snapshot ?? null;
  const { status, value, tags, context, input, output, error } = snapshot as Record<string, unknown>;
  const out: Record<string, unknown> = { status: typeof status === "string" ? status : "active" };
  if (value !== undefined) out.value = copy(value, true, 0, new WeakSet(), true);
  if (tags instanceof Set) out.tags = [...tags].filter((tag) => typeof tag === "string");
  else if (Array.isArray(tags)) out.tags = tags.filter((tag) => typeof tag === "string");
  for (const [key, part] of Object.entries({ context, input, output, error })) {
    if (part !== undefined) out[key] = maskInspected(part);
  }
  return out;
}

/**
 * A Stately inspector event (@xstate.actor, @xstate.event, @xstate.snapshot) as it may leave the app
 * tab: its ids, times and machine definition as they are (a definition is code, no one's data), the
 * event masked, the snapshot reduced and masked.
 */
export function maskInspectionEvent<T extends object>(event: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(event)) {
    if (key === "snapshot") out.snapshot = maskSnapshot(part);
    else if (key === "event") out.event = maskInspected(part);
    else if (typeof part === "string") out[key] = maskText(part);
    else if (typeof part === "number" || typeof part === "boolean" || part === null || part === undefined)
      out[key] = part;
  }
  return out as T;
}
