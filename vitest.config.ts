import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// As in vite.config.ts: "~/x" is app/x, "~server/x" is server/x.
const alias = [
  { find: /^~server\//, replacement: fileURLToPath(new URL("./server/", import.meta.url)) },
  { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Screens import the fonts the build generates (app/generated/): written first if missing.
          globalSetup: ["tests/support/generated-fonts.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite takes ~300 MB per instance: keep the number of parallel files small.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
