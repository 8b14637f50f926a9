/**
 * npm run test:mutants            every machine under machines/, with every machine and path test
 * npm run test:mutants -- machines/otp [machines/ekyc ...]   only those folders (or files), with only their
 *   tests (MUTANT_MACHINES, see vitest.mutants.config.ts); machines/shared runs every test
 * Stryker options pass through with `=`: `npm run test:mutants -- machines/otp --concurrency=1 --force`.
 * Incremental: reports/stryker-incremental.json remembers the results, so a rerun tests only what changed.
 */
import { spawnSync } from "node:child_process";

const targets = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const passThrough = process.argv.slice(2).filter((arg) => arg.startsWith("-"));
const mutate = targets.map((target) => (target.endsWith(".ts") ? target : `${target.replace(/\/+$/, "")}/**/*.ts`));
const args = ["run", "stryker.config.json", ...passThrough];
if (mutate.length > 0) args.push("--mutate", [...mutate, "!machines/**/types.ts"].join(","));
const names = targets.map((target) => /machines\/([^/]+)/.exec(target)?.[1] ?? "");
const env = { ...process.env };
if (names.length > 0 && names.every((name) => name !== "" && name !== "shared")) env.MUTANT_MACHINES = names.join(",");
const run = spawnSync("stryker", args, { stdio: "inherit", shell: false, env });
process.exit(run.status ?? 1);
