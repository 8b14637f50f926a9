#!/usr/bin/env node
// Browser tests drive Debian's Chromium. If it is missing, install it where we can (Debian, root);
// otherwise stop with one clear line saying how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  try {
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } catch {
    console.error("Could not install Chromium with apt-get; install it with: apt-get install -y chromium");
    process.exit(1);
  }
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium not found at ${path}: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
);
process.exit(1);
