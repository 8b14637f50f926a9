/**
 * npm run test:mutants            every machine under machines/
 * npm run test:mutants -- machines/otp [machines/ekyc ...]   only those folders (or files)
 * Incremental: reports/stryker-incremental.json remembers the results, so a rerun tests only what changed.
 */
import { spawnSync } from "node:child_process";

const targets = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const passThrough = process.argv.slice(2).filter((arg) => arg.startsWith("-"));
const mutate = targets.map((target) => (target.endsWith(".ts") ? target : `${target.replace(/\/+$/, "")}/**/*.ts`));
const args = ["run", "stryker.config.json", ...passThrough];
if (mutate.length > 0) args.push("--mutate", [...mutate, "!machines/**/types.ts"].join(","));
const run = spawnSync("stryker", args, { stdio: "inherit", shell: false });
process.exit(run.status ?? 1);
