import type { AnyActorRef } from "xstate";

/**
 * The running actor of one story, for the check after its play (never read from the DOM).
 *
 * A machine-backed story declares the state it rests in with `parameters.state`: a dotted state
 * path whose first segment is the machine's id, e.g. "leadFunnel.flow.otp" or
 * "otp.session.live.entry.open.verifying" (several paths for parallel regions). The story's actor
 * is the `actor` its loader returns (`context.loaded.actor`), or one a decorator puts in its place
 * with `registerStoryActor(context, actor)` (the "Start from" control). After the play,
 * `.storybook/preview.tsx` checks that the actor, or the child actor with that machine id (an OTP
 * inside the lead funnel, the eKYC inside the loan ticket), is in every declared state.
 *
 * The actor lives in the story's own context (its `loaded` values), never in a module variable: a
 * Docs page renders all its stories at once, and each check must read its own story's actor.
 */
interface ActorSlot {
  actor: AnyActorRef | null;
}
interface LoadedContext {
  loaded: Record<string, unknown>;
}

const SLOT = "storyActorSlot";

/** A global loader (first in .storybook/preview.tsx): an empty slot in this story's `loaded` values. */
export const storyActorLoader = (): Record<string, ActorSlot> => ({ [SLOT]: { actor: null } });

const slotOf = (context: LoadedContext): ActorSlot | undefined => context.loaded[SLOT] as ActorSlot | undefined;

/** Replaces the actor of this story (the one its loader returned) with another. */
export function registerStoryActor(context: LoadedContext, actor: AnyActorRef | null): void {
  const slot = slotOf(context);
  if (slot) slot.actor = actor;
  else context.loaded[SLOT] = { actor };
}

/** The actor of this story: the one registered for it, else the `actor` its loader returned. */
export function storyActor(context: LoadedContext): AnyActorRef | null {
  return slotOf(context)?.actor ?? (context.loaded.actor as AnyActorRef | undefined) ?? null;
}

export type DeclaredState = string | readonly string[];

export function declaredStates(state: unknown): string[] {
  if (typeof state === "string") return [state];
  if (Array.isArray(state)) return state.filter((s): s is string => typeof s === "string");
  return [];
}

const machineId = (actor: AnyActorRef): string | undefined => (actor as { logic?: { id?: string } }).logic?.id;

/** The actor itself or a descendant running the machine with this id. */
export function findActor(root: AnyActorRef, id: string): AnyActorRef | undefined {
  if (machineId(root) === id) return root;
  const children = (root.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {};
  for (const child of Object.values(children)) {
    const found = child ? findActor(child, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Why the actor is not in the declared state, or null when it is. */
export function stateMismatch(root: AnyActorRef | null, declared: string): string | null {
  if (!root) return `the story declares "${declared}" but registers no actor`;
  const [id = "", ...path] = declared.split(".");
  const actor = findActor(root, id);
  if (!actor) return `no running "${id}" actor for "${declared}"`;
  const snapshot = actor.getSnapshot() as { value: unknown; matches(value: string): boolean };
  if (path.length === 0 || snapshot.matches(path.join("."))) return null;
  return `expected "${declared}", the ${id} actor is in ${JSON.stringify(snapshot.value)}`;
}

function leafPaths(value: unknown, prefix: string): string[] {
  if (typeof value === "string") return [`${prefix}.${value}`];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, `${prefix}.${key}`));
  }
  return [prefix];
}

/** Every leaf state the actor and its machine descendants are in, as declarable paths. */
export function restingStates(root: AnyActorRef): string[] {
  const id = machineId(root);
  const snapshot = root.getSnapshot() as { value?: unknown; children?: Record<string, AnyActorRef | undefined> };
  const own = id && snapshot.value !== undefined ? leafPaths(snapshot.value, id) : [];
  const children = Object.values(snapshot.children ?? {}).flatMap((child) => (child ? restingStates(child) : []));
  return [...own, ...children];
}
