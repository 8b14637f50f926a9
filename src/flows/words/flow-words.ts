import type { AnyStateMachine } from "xstate";
import { type StateWords, vi_flows_po, vi_flows_po_chrome } from "../../i18n/vi-flows-po";

type ChromeKey = keyof typeof vi_flows_po_chrome;

function say(key: ChromeKey, params: Record<string, string | number> = {}): string {
  const template: string = vi_flows_po_chrome[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/** A number as Vietnamese writes it: a decimal comma (0,5). */
const decimal = (value: number) => String(Math.round(value * 100) / 100).replace(".", ",");

/** Milliseconds as a duration in words: 240000 -> "4 phút", 500 -> "0,5 giây". */
export function durationWords(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return say("flows_hours", { value: ms / 3_600_000 });
  if (ms >= 60_000 && ms % 60_000 === 0) return say("flows_minutes", { value: ms / 60_000 });
  if (ms > 60_000 && ms % 1000 === 0)
    return `${say("flows_minutes", { value: Math.floor(ms / 60_000) })} ${say("flows_seconds", { value: (ms % 60_000) / 1000 })}`;
  if (ms >= 100) return say("flows_seconds", { value: decimal(ms / 1000) });
  return say("flows_ms", { value: ms });
}

/** The value of a named delay, read from the machine's own delays (undefined for a computed one). */
export function delayValue(machine: AnyStateMachine, name: string): number | undefined {
  const numeric = Number(name);
  if (Number.isFinite(numeric)) return numeric;
  const delays = machine.implementations.delays as Record<string, unknown>;
  const value = delays[name];
  return typeof value === "number" ? value : undefined;
}

/** The delay of a transition `xstate.after.<delay>.<state>`, as "sau 4 phút". */
export function delayWords(machine: AnyStateMachine, delay: string): string | undefined {
  const ms = delayValue(machine, delay);
  return ms === undefined ? undefined : say("flows_after", { duration: durationWords(ms) });
}

/** The words of a state of a machine (folder name, dotted path), if the catalogue has them. */
export function stateWords(machineName: string, path: string): StateWords | undefined {
  return vi_flows_po[machineName]?.states[path];
}

/**
 * An event type as a person says it: a click ("Bấm Tiếp tục ở bước 2"), an answer ("Có kết quả
 * lưu hồ sơ"), a timer ("sau 4 phút"); undefined when the catalogue lacks it.
 */
export function eventWordsOrUndefined(machineName: string, machine: AnyStateMachine, type: string): string | undefined {
  if (type === "") return say("flows_auto");
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after?.[1]) return delayWords(machine, after[1]);
  const known = vi_flows_po[machineName]?.events[type];
  if (known) return known;
  if (type.startsWith("xstate.done.state.")) return say("flows_state_done");
  return undefined;
}

/** An event type in words, or "sự kiện <type>" for one the catalogue lacks (a test forbids that). */
export function eventWords(machineName: string, machine: AnyStateMachine, type: string): string {
  return eventWordsOrUndefined(machineName, machine, type) ?? say("flows_unknown_event", { type });
}

/** A replayed or logged event: its words, and its value when it carries a plain one. */
export function eventInWords(machineName: string, machine: AnyStateMachine, event: { type: string }): string {
  const words = eventWords(machineName, machine, event.type);
  const { value } = event as { value?: unknown };
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? `${words}: ${String(value)}`
    : words;
}

function guardParams(guard: { params?: unknown }): Record<string, string | number> {
  const { params } = guard;
  if (typeof params !== "object" || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}

/** A guard object, or xstate's `and()`/`or()`/`not()` (functions carrying `type` and `guards`). */
function isGuardObject(guard: unknown): boolean {
  return (typeof guard === "object" || typeof guard === "function") && guard !== null;
}

/** A guard's type: its name, or `xstate.and` for `and([...])` (a function named `and`). */
export function guardType(guard: unknown): string | undefined {
  if (typeof guard === "string") return guard;
  if (typeof guard === "function")
    return ["and", "or", "not"].includes(guard.name) ? `xstate.${guard.name}` : undefined;
  if (typeof guard !== "object" || guard === null) return undefined;
  const { type } = guard as { type?: unknown };
  return typeof type === "string" ? type : undefined;
}

/** The guard names a guard uses (`and`, `or`, `not` opened). */
export function guardNames(guard: unknown): string[] {
  if (typeof guard === "string") return [guard];
  if (!isGuardObject(guard)) return [];
  const { type, guards } = guard as { type?: unknown; guards?: unknown };
  const inner = Array.isArray(guards) ? guards.flatMap(guardNames) : [];
  return typeof type === "string" && !type.startsWith("xstate.") ? [type, ...inner] : inner;
}

/** A guard as a condition in words: "tuổi từ 18 đến 60", "không phải: mã đúng", "a và b". */
export function guardWords(machineName: string, guard: unknown): string | undefined {
  const words = vi_flows_po[machineName]?.guards ?? {};
  if (typeof guard === "string") return words[guard];
  if (!isGuardObject(guard)) return undefined;
  const { guards } = guard as { guards?: unknown };
  const type = guardType(guard);
  const inner = Array.isArray(guards) ? guards.map((g) => guardWords(machineName, g) ?? "?") : [];
  if (type === "xstate.not") return say("flows_not", { guard: inner[0] ?? "?" });
  if (type === "xstate.and") return inner.join(say("flows_and"));
  if (type === "xstate.or") return inner.join(say("flows_or"));
  if (typeof type !== "string") return undefined;
  const template = words[type];
  if (!template) return undefined;
  const params = guardParams(guard as { params?: unknown });
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/** "nếu <condition>" for an arrow's label. */
export const ifWords = (condition: string) => say("flows_if", { condition });
