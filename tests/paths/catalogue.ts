import type { AnyEventObject, AnyStateMachine, AnyStateNode } from "xstate";
import {
  createStepRecorder,
  definedTransitions,
  exploreMachine,
  type Path,
  startTransitions,
  XSTATE_AFTER,
} from "../support/machine-paths";
import { PATH_MODELS, type PathModel } from "./path-models";
import { rulePath } from "./rule-paths";

/**
 * The QA path catalogue: every generated path of every machine, numbered, in words. `npm run paths`
 * writes it to docs/paths/<machine>.md and .json (scripts/paths.ts); catalogue-fresh.test.ts fails when
 * the committed files differ from what this module generates now; the path tests replay the same
 * numbered paths under the same titles.
 */

export interface CataloguePath {
  number: number;
  /** Short, readable: `amount → contact → otp, last: verifyOtp wrong` (the test title adds the machine). */
  title: string;
  inputLabel: string;
  input: unknown;
  /** A hand-written path's SPEC rule (tests/paths/rule-paths.ts); absent on generated paths. */
  rule?: string;
  path: Path;
  /** The transitions each step takes (step 0, the start, takes none). */
  taken: string[][];
}

export interface MachineCatalogue {
  model: PathModel;
  machine: AnyStateMachine;
  paths: CataloguePath[];
  defined: string[];
  /** Transitions taken when the machine starts, before any event (e.g. a `routing` state). */
  atStart: Set<string>;
}

/** A path test is titled `<machine> path <n>: <title>`, at most 120 characters. */
const TEST_TITLE_MAX = 120;

/** A state value as dotted leaf paths: `flow.contact.editing, score.idle`. */
export function dottedValue(value: unknown, prefix = ""): string {
  return leaves(value, prefix).join(", ");
}

function leaves(value: unknown, prefix = ""): string[] {
  const join = (key: string) => (prefix === "" ? key : `${prefix}.${key}`);
  if (typeof value === "string") return [join(value)];
  if (typeof value !== "object" || value === null) return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([key, inner]) => leaves(inner, join(key)));
}

/** The state node at a dotted path from the root. */
function nodeAt(machine: AnyStateMachine, dotted: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of dotted.split(".")) node = node?.states[key];
  return node;
}

export function describeState(machine: AnyStateMachine, dotted: string): string {
  return nodeAt(machine, dotted)?.description ?? "";
}

const short = (text: string, max = 24) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** An event in words: `verifyOtp wrong`, `saveLead error` (the call threw), `TICK passed`, `income.choose "10 - 13 triệu"`. */
export function eventWords(event: AnyEventObject): string {
  if (event.type.startsWith(XSTATE_AFTER)) return `${event.type.slice(XSTATE_AFTER.length).split(".")[0]} passed`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor) {
    if (actor[1] === "error") return `${actor[2]} error`;
    const output = event.output as Record<string, unknown> | undefined;
    const outcome = output && typeof output === "object" ? (output.kind ?? output.status) : undefined;
    return typeof outcome === "string" ? `${actor[2]} ${outcome}` : `${actor[2]} answered`;
  }
  const detail = (["value", "status", "field", "checked"] as const)
    .map((key) => event[key])
    .find((item) => typeof item === "string" || typeof item === "number" || typeof item === "boolean");
  return detail === undefined
    ? event.type
    : `${event.type} ${JSON.stringify(typeof detail === "string" ? short(detail) : detail)}`;
}

/** What the title names a state by: the screen (first region, first level or two), `editing` dropped. */
function screenLabel(value: unknown, model: PathModel): string {
  const all = leaves(value);
  const first = all[0] ?? "";
  const keys = first.split(".");
  if (model.name === "lead-funnel") return keys[1] ?? first;
  // The OTP countdown region runs beside the boxes: the boxes say where the visitor is.
  if (model.name === "otp") return otpScreen(all.find((leaf) => !leaf.includes(".clock.")) ?? first);
  return (
    keys
      .filter((key) => key !== "editing")
      .slice(0, 2)
      .join(".") || first
  );
}

function otpScreen(first: string): string {
  const words: Array<[string, string]> = [
    ["session.live.entry.open.editing", "boxes"],
    ["session.live.entry.open.invalid", "wrong code"],
    ["session.live.entry.open.verifying", "checking"],
    ["session.live.entry.open.failed", "check failed"],
    ["session.live.entry.blocked", "blocked"],
    ["session.live", "boxes"],
    ["session.timedOut", "time up"],
  ];
  return words.find(([prefix]) => first.startsWith(prefix))?.[1] ?? first;
}

function titleOf(path: Path, model: PathModel, number: number, inputLabel: string): string {
  const TITLE_MAX = TEST_TITLE_MAX - `${model.name} path ${number}: `.length;
  const from = model.inputs.length > 1 ? `${inputLabel}: ` : "";
  const screens: string[] = [];
  for (const step of path.steps) {
    const label = screenLabel(step.state.value, model);
    if (screens.at(-1) !== label) screens.push(label);
  }
  const last = path.steps.at(-1);
  const ending = last && path.steps.length > 1 ? `, last: ${eventWords(last.event)}` : "";
  let shown = screens;
  const text = () => `${from}${shown.join(" → ")}${ending}`;
  if (text().length > TITLE_MAX) shown = [...screens.slice(0, 2), "…", ...screens.slice(-3)];
  if (text().length > TITLE_MAX) shown = [screens[0] ?? "", "…", ...screens.slice(-2)];
  return short(text(), TITLE_MAX);
}

export function buildCatalogue(model: PathModel): MachineCatalogue {
  const { machine } = model.create();
  const takenBy = createStepRecorder(machine);
  const paths: CataloguePath[] = [];
  const atStart = new Set<string>();
  for (const { label, start, input } of model.inputs) {
    for (const id of startTransitions(machine, input)) atStart.add(id);
    const { covering } = exploreMachine(machine, { input, events: model.events });
    for (const path of covering) {
      const taken = path.steps.map((step, i) => {
        const from = path.steps[i - 1]?.state;
        return from ? takenBy(from, step.event) : [];
      });
      const number = paths.length + 1;
      const title = titleOf(path, model, number, label);
      paths.push({ number, title, inputLabel: start ?? label, input, path, taken });
    }
  }
  for (const rule of model.rules ?? []) {
    const path = rulePath(machine, rule);
    for (const id of startTransitions(machine, rule.input)) atStart.add(id);
    const taken = path.steps.map((step, i) => {
      const from = path.steps[i - 1]?.state;
      return from ? takenBy(from, step.event) : [];
    });
    const number = paths.length + 1;
    const title = short(rule.rule, TEST_TITLE_MAX - `${model.name} path ${number}: `.length);
    paths.push({ number, title, inputLabel: rule.start, input: rule.input, path, taken, rule: rule.rule });
  }
  return { model, machine, paths, defined: [...definedTransitions(machine).values()], atStart };
}

export const buildAll = (): MachineCatalogue[] => PATH_MODELS.map(buildCatalogue);

/** A JSON-safe copy of an event: errors become their message, files a placeholder. */
function plain(value: unknown): unknown {
  if (value instanceof Error) return { message: value.message };
  if (typeof Blob !== "undefined" && value instanceof Blob) return "[file]";
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

export function renderJson(catalogue: MachineCatalogue): string {
  const json = {
    machine: catalogue.model.name,
    paths: catalogue.paths.map(({ title, path }) => ({
      title,
      steps: path.steps.map((step, i) => ({
        state: dottedValue(step.state.value),
        event: i === 0 ? null : (plain(step.event) as AnyEventObject),
      })),
    })),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll("|", "\\|");

/** The leaves that changed since the previous step, each with its description. */
function changedWords(machine: AnyStateMachine, value: unknown, previous: unknown): string {
  const before = new Set(previous === undefined ? [] : leaves(previous));
  const changed = leaves(value).filter((leaf) => !before.has(leaf));
  return changed
    .map((leaf) => describeState(machine, leaf))
    .filter((text) => text !== "")
    .join(" · ");
}

function renderSteps(catalogue: MachineCatalogue, entry: CataloguePath): string[] {
  const { machine } = catalogue;
  const steps = entry.path.steps;
  const start = steps[0]?.state.value;
  const lines = [`0. start in ${code(dottedValue(start))} (${changedWords(machine, start, undefined)})`];
  let i = 1;
  while (i < steps.length) {
    const step = steps[i];
    if (!step) break;
    const from = dottedValue(steps[i - 1]?.state.value);
    const to = dottedValue(step.state.value);
    let end = i;
    // Fold runs of the same event that keep the same state (the OTP countdown's seconds).
    while (
      end + 1 < steps.length &&
      steps[end + 1]?.event.type === step.event.type &&
      dottedValue(steps[end + 1]?.state.value) === to &&
      from === to
    ) {
      end += 1;
    }
    const times = end > i ? ` ×${end - i + 1}` : "";
    const number = end > i ? `${i}–${end}` : `${i}`;
    const words = changedWords(machine, step.state.value, steps[i - 1]?.state.value);
    lines.push(
      `${number}. ${code(from)} —${eventWords(step.event)}${times}→ ${code(to)}${words === "" ? "" : ` (${words})`}`,
    );
    i = end + 1;
  }
  return lines;
}

export function renderMarkdown(catalogue: MachineCatalogue): string {
  const { model, machine, paths } = catalogue;
  const out: string[] = [
    `# ${model.name}: paths for QA`,
    "",
    `Generated by \`npm run paths\` from the machine \`${machine.id}\` (machines/${model.name}/) and its model`,
    "(tests/paths/path-models.ts); do not edit by hand. Each path is one test of `npm run test:paths`,",
    `titled \`${model.name} path <number>: <title>\`. A step reads \`state —event→ state\` with the`,
    "description of the states entered; calls' answers are written `<call> <answer>`, time as `<delay> passed`.",
    "Paths together take every transition the machine defines (the coverage table at the end).",
    "",
    "## Paths",
    "",
  ];
  const generated = paths.filter((entry) => entry.rule === undefined);
  const rules = paths.filter((entry) => entry.rule !== undefined);
  for (const entry of generated) {
    out.push(`### Path ${entry.number}: ${entry.title}`, "");
    out.push(`Starts as: ${entry.inputLabel}.`, "");
    out.push(...renderSteps(catalogue, entry), "");
  }
  if (rules.length > 0) {
    out.push(
      "## Paths by SPEC rule",
      "",
      "Written by hand (tests/paths/path-models.ts, `rules`): one path per rule, equivalence class or boundary",
      "of SPEC.md sections 4 and 5, with its start and its inputs; the oracles check them like the others.",
      "",
    );
    for (const entry of rules) {
      out.push(`### Path ${entry.number}: ${entry.rule}`, "", `Starts as: ${entry.inputLabel}.`, "");
      out.push(...renderSteps(catalogue, entry), "");
    }
  }
  out.push(
    "## Coverage: transition × path",
    "",
    "Every transition the machine defines and the paths that take it.",
    "",
    "| Transition | Paths |",
    "|---|---|",
  );
  for (const id of catalogue.defined) {
    const numbers = paths.filter((entry) => entry.taken.some((ids) => ids.includes(id))).map((entry) => entry.number);
    const start = catalogue.atStart.has(id) ? "at start" : "";
    const list = [start, numbers.join(", ")].filter(Boolean).join("; ") || "**none**";
    out.push(`| ${cell(code(id))} | ${list} |`);
  }
  return `${out.join("\n")}\n`;
}

/** `lead-funnel path 12: amount → contact → otp, last: verifyOtp wrong` (at most 120 characters). */
export const testTitle = (name: string, entry: CataloguePath) => `${name} path ${entry.number}: ${entry.title}`;
