import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers' direction (docs/architecture.md): the HTTP layer and the composition root use the
// domain, never the other way round; shared helpers live in server/shared/.
const httpLayer = ["**/http/*", "**/http/**", "~server/http/**"];

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
          patterns: [
            {
              group: httpLayer,
              message:
                "Domain code and screens do not import the HTTP layer: put what both need in server/shared/ (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
);
