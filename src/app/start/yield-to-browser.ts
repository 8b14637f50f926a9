/**
 * Lets the browser run input, rendering and its other tasks before the app goes on (issue 16: the
 * app starts in short tasks, never one that holds the main thread long).
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules are evaluated in a few tasks instead of one: each module of src/app/start/ that
 * main.tsx, app.tsx or router.tsx imports between two groups of modules waits here with a top-level
 * await, and every module after it in the bundle runs in a later task (decision 019). Only the
 * production build in a browser waits: tests and the dev server evaluate straight through, and the
 * prerender's server build gets these modules empty (vite.config.ts, startYields).
 */
export async function betweenModuleGroups(): Promise<void> {
  if (import.meta.env.PROD && typeof window !== "undefined") await yieldToBrowser();
}
