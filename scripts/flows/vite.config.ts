import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const repo = resolve(import.meta.dirname, "../..");

/**
 * The static flow viewer (npm run flows): one classic script and one stylesheet, so the folder
 * opens straight from disk (file://, where module scripts are refused) without a server.
 */
export default defineConfig({
  root: repo,
  plugins: [react()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  logLevel: "warn",
  build: {
    outDir: join(repo, "flows-static"),
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    lib: {
      entry: join(repo, "src/flows/static-entry.tsx"),
      formats: ["iife"],
      name: "VayFlows",
      fileName: () => "flows.js",
      cssFileName: "flows",
    },
  },
});
