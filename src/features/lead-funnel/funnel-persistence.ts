import type { AnyActor, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, Snapshot } from "xstate";

/**
 * The funnel survives a reload: its persisted snapshot is kept in sessionStorage (one tab, one visit)
 * on every change, without secrets: the OTP typed so far, the bot-check payload and every password are
 * blanked, and a moment when a secret is in flight (the OTP being verified, the new password being saved)
 * is not written at all, so the previous snapshot stays. A stored snapshot whose shape no longer fits
 * the machine is dropped and the funnel starts fresh.
 */

export const FUNNEL_STORAGE_KEY = "leadFunnel";
/** Bump when the machine's states or context change shape in a way an old snapshot cannot follow. */
export const FUNNEL_STORAGE_FORMAT = 3;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;

/** A deep copy of a persisted funnel snapshot with the secrets blanked. */
export function stripSecrets<T>(persisted: T): T {
  const copy = JSON.parse(JSON.stringify(persisted)) as unknown;
  if (!isObject(copy)) return copy as T;
  const context = copy.context;
  if (isObject(context)) {
    const { form, account } = context;
    if (isObject(form)) Object.assign(form, { captchaResponse: "", password: "", confirmPassword: "" });
    if (isObject(account)) account.passwordDefault = null;
  }
  const otp = isObject(copy.children) ? copy.children.otp : undefined;
  if (isObject(otp) && isObject(otp.snapshot) && isObject(otp.snapshot.context)) otp.snapshot.context.value = "";
  return copy as T;
}

/** True while a secret is the input of a call in flight (those snapshots are not written). */
export function holdsSecretInFlight(snapshot: AnyMachineSnapshot): boolean {
  if (snapshot.hasTag("passwordSaving")) return true;
  const otp = snapshot.children.otp as AnyActorRef | undefined;
  const child = otp?.getSnapshot() as AnyMachineSnapshot | undefined;
  return typeof child?.hasTag === "function" && child.hasTag("busy");
}

export function writeStoredFunnel(storage: Storage, snapshot: AnyMachineSnapshot, persisted: unknown): void {
  if (holdsSecretInFlight(snapshot)) return;
  try {
    storage.setItem(
      FUNNEL_STORAGE_KEY,
      JSON.stringify({ format: FUNNEL_STORAGE_FORMAT, snapshot: stripSecrets(persisted) }),
    );
  } catch {
    // Storage full or disabled: the funnel still works, it just will not survive a reload.
  }
}

export function clearStoredFunnel(storage: Storage): void {
  try {
    storage.removeItem(FUNNEL_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

function sameKeys(a: unknown, b: unknown): boolean {
  if (!isObject(a) || !isObject(b)) return false;
  const keys = (value: Json) => Object.keys(value).sort().join(",");
  return keys(a) === keys(b);
}

/**
 * The stored snapshot when it fits the machine: same format, an active status, a state value the machine
 * knows, and a context (and form) with the fresh context's fields. Otherwise undefined.
 */
export function readStoredFunnel(
  storage: Storage,
  machine: AnyStateMachine,
  freshContext: object,
): Snapshot<unknown> | undefined {
  try {
    const raw = storage.getItem(FUNNEL_STORAGE_KEY);
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    if (!isObject(stored) || stored.format !== FUNNEL_STORAGE_FORMAT || !isObject(stored.snapshot)) return undefined;
    const { snapshot } = stored;
    if (snapshot.status !== "active" || !isObject(snapshot.context)) return undefined;
    const fresh = freshContext as Json;
    if (!sameKeys(snapshot.context, fresh) || !sameKeys(snapshot.context.form, fresh.form)) return undefined;
    machine.resolveState({ value: snapshot.value as string, context: snapshot.context });
    return snapshot as Snapshot<unknown>;
  } catch {
    return undefined;
  }
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/**
 * Delayed transitions are not part of a persisted snapshot: after a restore, every active state with an
 * `after` transition (the OTP countdown, the score debounce, the loading screen) gets its delay again,
 * from the start, in the restored actor and in its machine children. Call it once the actor has started.
 */
export function rearmDelays(actorRef: AnyActorRef): void {
  const snapshot = actorRef.getSnapshot() as AnyMachineSnapshot;
  const machine = (actorRef as AnyActor).logic as AnyStateMachine;
  if (typeof snapshot?.matches !== "function" || !machine?.root) return;
  for (const node of stateNodes(machine.root)) {
    if (node.path.length === 0 || !snapshot.matches(node.path.join("."))) continue;
    // One timer per delayed event, however many guarded transitions share it.
    const delays = new Map(node.after.map((transition) => [transition.eventType, transition.delay] as const));
    for (const [eventType, delay] of delays) {
      const ms = resolveDelay(machine, delay, snapshot);
      actorRef.system.scheduler.schedule(actorRef, actorRef, { type: eventType }, ms, eventType);
    }
  }
  for (const child of Object.values(snapshot.children)) if (child) rearmDelays(child as AnyActorRef);
}

function resolveDelay(machine: AnyStateMachine, delay: unknown, snapshot: AnyMachineSnapshot): number {
  if (typeof delay === "number") return delay;
  const named: unknown = typeof delay === "string" ? machine.implementations.delays[delay] : delay;
  if (typeof named === "number") return named;
  if (typeof named === "function") {
    const resolve = named as (args: { context: unknown; event: { type: string } }) => number;
    return resolve({ context: snapshot.context, event: { type: "xstate.restore" } });
  }
  return 0;
}
