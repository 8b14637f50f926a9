import { existsSync, readFileSync, writeFileSync } from "node:fs";

const FILE = "BENCHMARKS.md";
const HEADER = `# Benchmarks

Written by \`npm run bench\` (\`npm run bench -- health lighthouse\` runs some sections only); each
section is replaced when its benchmark runs again. Numbers are from the machine that ran it (see each
section's note): on a shared machine they were measured under load and are lower bounds, not targets.
`;

/** One measured figure beside its goal; `met` is null where the figure has no goal. */
export interface GoalRow {
  measure: string;
  goal: string;
  value: string;
  detail: string;
  met: boolean | null;
}

export const verdict = (met: boolean | null) => (met === null ? "" : met ? "yes" : "**no**");

/** The rows of a goal table as printed and written: measure, goal, measured, met, detail. */
export function goalTable(rows: readonly GoalRow[]): { header: string[]; rows: string[][] } {
  return {
    header: ["Measure", "Goal", "Measured", "Met", "Detail"],
    rows: rows.map((r) => [r.measure, r.goal, r.value, verdict(r.met), r.detail]),
  };
}

/** Replaces (or adds) one section of BENCHMARKS.md, keeping the others. */
export function writeReport(
  section: string,
  rows: string[][],
  note: string,
  header: readonly string[] = ["Measure", "Value", "Detail"],
): void {
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const body = [
    `## ${section}`,
    "",
    `Measured ${new Date().toISOString()} — ${note}.`,
    "",
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
    "",
  ].join("\n");
  const escaped = section.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A section in the middle keeps its blank line before the next one's heading.
  const pattern = new RegExp(`## ${escaped}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(current)
    ? current.replace(pattern, `${body.trimEnd()}\n`)
    : `${current.trimEnd()}\n\n${body}`;
  writeFileSync(FILE, `${next.trimEnd()}\n`);
}
