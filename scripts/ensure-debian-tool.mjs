#!/usr/bin/env node
// The operations checks use Debian's tools: promtool (package prometheus) and nginx. If one is
// missing, install it where we can (Debian, root); otherwise stop with one clear line saying how.
// Usage: node scripts/ensure-debian-tool.mjs promtool|nginx
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const TOOLS = {
  promtool: { path: "/usr/bin/promtool", pkg: "prometheus" },
  nginx: { path: "/usr/sbin/nginx", pkg: "nginx" },
};
const name = process.argv[2];
const tool = TOOLS[name];
if (!tool) {
  console.error(`usage: node scripts/ensure-debian-tool.mjs ${Object.keys(TOOLS).join("|")}`);
  process.exit(2);
}
if (existsSync(tool.path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log(`${name} is missing: installing Debian's ${tool.pkg} package (apt-get)…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${tool.pkg}`, {
      stdio: "inherit",
    });
  } catch {
    console.error(`Could not install ${name} with apt-get; install it with: apt-get install -y ${tool.pkg}`);
    process.exit(1);
  }
  if (existsSync(tool.path)) process.exit(0);
}
console.error(`${name} not found at ${tool.path}: install it (Debian: sudo apt-get install -y ${tool.pkg}).`);
process.exit(1);
