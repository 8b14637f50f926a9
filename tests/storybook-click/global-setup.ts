import { execSync } from "node:child_process";

/** Builds the static Storybook once (npm run build-storybook) for the click-through; STORYBOOK_SKIP_BUILD=1 reuses it. */
export default function setup(): void {
  if (process.env.STORYBOOK_SKIP_BUILD === "1") return;
  execSync("npx storybook build -o storybook-static --quiet", { stdio: "ignore" });
}
