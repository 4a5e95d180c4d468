import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";

// DIST_DIR lets parallel e2e runs build into their own folder.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: process.env.DIST_DIR ?? "dist", target: "es2022" },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1" },
});
