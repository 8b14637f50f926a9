import { existsSync, readFileSync, writeFileSync } from "node:fs";

const FILE = "BENCHMARKS.md";
const HEADER = `# Benchmarks

Written by \`npm run bench\`; each section is replaced when its benchmark runs again.
Numbers are from the machine that ran it (see each section's note), not targets.
`;

/** Replaces (or adds) one section of BENCHMARKS.md, keeping the others. */
export function writeReport(section: string, rows: string[][], note: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const body = [
    `## ${section}`,
    "",
    `Measured ${new Date().toISOString()} — ${note}.`,
    "",
    "| Measure | Value | Detail |",
    "|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
    "",
  ].join("\n");
  const pattern = new RegExp(`## ${section}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(current) ? current.replace(pattern, body.trimEnd()) : `${current.trimEnd()}\n\n${body}`;
  writeFileSync(FILE, `${next.trimEnd()}\n`);
}
