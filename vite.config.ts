import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // "~/x" is app/x and "~server/x" is server/x; anchored patterns, so neither captures the other.
    alias: [
      { find: /^~server\//, replacement: fileURLToPath(new URL("./server/", import.meta.url)) },
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
    ],
  },
  build: {
    // Hashed assets get immutable caching; keep them small and split per route.
    assetsInlineLimit: 0,
  },
});
