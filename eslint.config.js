import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers' direction (docs/architecture.md): the HTTP layer and the composition root use the
// domain, never the other way round; shared helpers live in server/shared/.
const httpLayer = ["**/http/*", "**/http/**", "~server/http/**"];
const httpLayerPattern = {
  group: httpLayer,
  message:
    "Domain code and screens do not import the HTTP layer: put what both need in server/shared/ (docs/architecture.md).",
};

// What the database layer may read of the rest of the server: the closed word lists and stored
// JSON shapes (server/vocabulary/), the shared helpers and the formats. An import names its target
// relative to where it stands, so the pattern depends on how far up server/ is (`up`: "../" once
// per folder).
const dbMayReach = ["vocabulary", "shared", "formats"].join("|");
const dbPatterns = (up) => [
  httpLayerPattern,
  {
    regex: `^(${up.replaceAll(".", "\\.")}(?!(${dbMayReach})/)|~server/(?!(${dbMayReach}|db)/))`,
    message:
      "The database layer imports no domain folder: move the words or JSON shapes it needs to server/vocabulary/ (docs/architecture.md).",
  },
];

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", ".tmp/", "coverage/", "playwright-report/", "test-results/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Domain code and screens never reach up into the HTTP layer.
    files: ["server/**/*.ts", "app/**/*.ts", "app/**/*.tsx"],
    ignores: ["server/http/**", "server/start.server.ts", "server/assemble-app.server.ts", "server/main.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [httpLayerPattern],
        },
      ],
    },
  },
  // The blocks below replace the rule's options for their files, so each repeats the HTTP pattern.
  {
    // The schema and the database helpers. (The demo content, server/seed/, writes through the
    // domain's services, so it stands above the domain, not in here.)
    files: ["server/db/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: dbPatterns("../") }] },
  },
  {
    files: ["server/db/*/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: dbPatterns("../../") }] },
  },
  {
    // The vocabulary is read by the database schema, the domain and the browser: it imports
    // nothing of the project but its own modules (one flat folder), and nothing of Node.
    files: ["server/vocabulary/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./|~/|~server/(?!vocabulary/))",
              message:
                "server/vocabulary/ imports only its own modules (and packages such as zod): it is the bottom layer.",
            },
            {
              regex: "^node:",
              message: "server/vocabulary/ is bundled for the browser too: no Node modules.",
            },
          ],
        },
      ],
    },
  },
);
