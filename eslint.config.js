import { readdirSync } from "node:fs";

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import architecture from "./eslint-rules/architecture.js";

/** A feature may not import another feature: shared pieces move down a layer. */
const featureBoundaries = (root, features) =>
  features.map((feature) => ({
    target: `${root}/features/${feature}`,
    from: `${root}/features`,
    except: [`./${feature}`],
    message: "Features do not import each other; move shared code down a layer.",
  }));

/** Every folder under features/ is a feature. */
const featuresOf = (root) =>
  readdirSync(new URL(`${root}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Folders of one app's src/, as zone paths. */
const web = (folders) => folders.map((folder) => `./apps/web/src/${folder}`);
const server = (folders) => folders.map((folder) => `./apps/server/src/${folder}`);

const serverFeatures = featuresOf("./apps/server/src");
const webFeatures = featuresOf("./apps/web/src");

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-prerender/**",
      "**/dist-prerender-auth/**",
      "**/node_modules/**",
      "data/**",
      ".tmp/**",
      "test-results/**",
      "playwright-report/**",
      "apps/extension/.output/**",
      "apps/extension/.wxt/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { architecture },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "architecture/no-cycle": "error",
      "architecture/layers": [
        "error",
        {
          zones: [
            ...featureBoundaries("./apps/server/src", serverFeatures),
            ...featureBoundaries("./apps/web/src", webFeatures),
            // Web: app/routes, site/ and auth/ → features → entities → components, lib.
            { target: "./apps/web/src/components", from: web(["features", "entities", "app", "site", "auth"]) },
            { target: "./apps/web/src/lib", from: web(["features", "entities", "components", "app", "site", "auth"]) },
            { target: "./apps/web/src/entities", from: web(["features", "app", "site", "auth"]) },
            { target: "./apps/web/src/features", from: web(["app", "site", "auth"]) },
            { target: "./apps/web/src/site", from: web(["app", "auth"]) },
            { target: "./apps/web/src/auth", from: web(["app", "site"]) },
            // Server: routes (features) → auth, http → lib → providers → db.
            { target: "./apps/server/src/db", from: server(["features", "auth", "http", "lib", "providers"]) },
            { target: "./apps/server/src/providers", from: server(["features", "auth", "http", "lib"]) },
            { target: "./apps/server/src/lib", from: server(["features", "auth"]) },
            { target: "./packages/contracts", from: ["./apps", "./packages/prompt-engine"] },
            // The prompt engine is pure: no app code (the server's database, HTTP or providers).
            { target: "./packages/prompt-engine", from: ["./apps"] },
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through apps/server/src/env.ts." },
      ],
    },
  },
  {
    files: [
      "apps/server/src/env.ts",
      "apps/server/src/testing/**",
      "**/*.config.ts",
      "playwright.config.ts",
      "apps/web/e2e/**",
      "apps/server/bench/**",
      "apps/web/bench/**",
      "scripts/bench/**",
      "scripts/run-benchmarks.ts",
      // CI's checks with outside clients hand this machine's settings to the processes they start.
      "scripts/*-check.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // The prompt engine runs anywhere: no database, no HTTP, no web framework, no AI client.
    files: ["packages/prompt-engine/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "hono",
                "hono/*",
                "drizzle-orm",
                "drizzle-orm/*",
                "@electric-sql/*",
                "pg",
                "postgres",
                "better-auth",
                "better-auth/*",
                "openai",
                "openai/*",
                "pino",
              ],
              message: "The prompt engine is pure TypeScript: no database, HTTP or server libraries.",
            },
            { group: ["node:*"], message: "The prompt engine does no I/O; read files in scripts or tests." },
            { group: ["**/apps/**"], message: "The prompt engine does not import the apps." },
          ],
        },
      ],
    },
  },
  {
    // One way to call the API in the web app: the typed client, event streams included, so a
    // renamed route fails the type-check. Only the client's own module sends requests itself.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/lib/api-client.ts", "apps/web/src/testing/**", "apps/web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call the API through the typed client (lib/api-client.ts)." },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["apps/extension/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["apps/web/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.js"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
