import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import pluginQuery from "@tanstack/eslint-plugin-query";
import tseslint from "typescript-eslint";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";

const SRC = path.resolve(import.meta.dirname, "src");
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// Every folder of src/features is a feature, and every other folder of src but app is shared
// code: read when the config loads, so a new folder is covered without editing this file.
const FEATURES = foldersOf(path.join(SRC, "features"));
const SHARED = foldersOf(SRC).filter((name) => name !== "app" && name !== "features");

// no-restricted-imports: a later block's setting replaces an earlier one for the same file, so
// every block carries the alias pattern as well.
const USE_ALIAS = {
  group: ["../*/../*", "../../*"],
  message: "Use the @/ alias for imports outside this folder.",
};
// react-router's <Link>/<NavLink>/<Navigate>/<ScrollRestoration> and useSearchParams bring
// framework-mode code into every first screen's entry file (issue 33): src/components/ui/link.tsx
// and src/components/layouts/scroll-restoration.tsx build the same from its hooks and router state.
const ROUTER_LINKS = {
  name: "react-router",
  importNames: [
    "Link",
    "NavLink",
    "LinkProps",
    "NavLinkProps",
    "Navigate",
    "useSearchParams",
    "ScrollRestoration",
  ],
  message:
    "Use Link/NavLink/Navigate from @/components/ui/link, ScrollRestoration from @/components/layouts/scroll-restoration, and read the query with new URLSearchParams(useLocation().search): react-router's own ship in every first screen (~4 KB).",
};
const restrictImports = (...patterns) => ({
  "no-restricted-imports": ["error", { paths: [ROUTER_LINKS], patterns: [USE_ALIAS, ...patterns] }],
});

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "pb_data",
      "node_modules",
      "screenshots",
      "test-results",
      "playwright-report",
      "src/types/pocketbase-types.ts",
    ],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommended,
      ...pluginQuery.configs["flat/recommended"],
    ],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Type-aware rules for the app: a promise is awaited, returned or marked `void` on purpose.
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Layering for every import, relative or through the @/ alias:
    // app -> features -> shared, a feature never reaches into another, and no import cycles.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x skips .ts/.tsx files as "not JavaScript" and no-cycle sees nothing;
      // it parses them with this block's parser (typescript-eslint).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          alias: { "@": [SRC], "@hooks": [path.resolve(import.meta.dirname, "pb_hooks")] },
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: "./src/features",
              except: [`./${feature}`],
              message: "Features never import other features; compose them in src/app/routes.",
            })),
            { target: "./src/features", from: "./src/app", message: "Features never import the app layer." },
            {
              target: SHARED.map((name) => `./src/${name}`),
              from: ["./src/features", "./src/app"],
              message: "Shared code never imports features or the app layer.",
            },
          ],
        },
      ],
    },
  },
  {
    // The same layering for @/ imports, with messages that say which rule; relative imports
    // reaching out of their folder's parent use the @/ alias.
    files: ["src/**/*.{ts,tsx}"],
    rules: restrictImports(),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports({
      group: [
        ...FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
        "@/features/*/../*",
        "@/app/*",
      ],
      message: "Features never import other features or the app layer; compose them in src/app/routes.",
    }),
  })),
  {
    files: SHARED.map((name) => `src/${name}/**/*.{ts,tsx}`),
    rules: restrictImports({
      group: ["@/features/*", "@/app/*"],
      message: "Shared code never imports features or the app layer.",
    }),
  },
  {
    // A native maxLength drops the rest of a paste without a word: limits go through the shared
    // Input/TextArea, which keep the text and say it is too long (src/lib/text-limit.ts).
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='maxLength']",
          message:
            "A native maxLength cuts what was typed or pasted: use maxLength of Input/TextArea (src/components/ui), which keep the text and say it is too long.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "e2e/**/*.ts", "scripts/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["pb_hooks/**/*.js", "scripts/bench-hooks/**/*.js", "pb_migrations/**/*.js"],
    languageOptions: {
      sourceType: "script",
      globals: {
        ...globals.es2021,
        migrate: "readonly",
        Dao: "readonly",
        Collection: "readonly",
        SchemaField: "readonly",
        Record: "readonly",
        routerAdd: "readonly",
        routerUse: "readonly",
        cronAdd: "readonly",
        $app: "readonly",
        $apis: "readonly",
        $security: "readonly",
        $os: "readonly",
        $filesystem: "readonly",
        __hooks: "readonly",
        require: "readonly",
        module: "writable",
        BadRequestError: "readonly",
        ForbiddenError: "readonly",
        NotFoundError: "readonly",
        UnauthorizedError: "readonly",
        ApiError: "readonly",
        DynamicModel: "readonly",
        $tokens: "readonly",
        onRecordsListRequest: "readonly",
        onRecordViewRequest: "readonly",
        onRecordAfterCreateRequest: "readonly",
        onRecordAfterUpdateRequest: "readonly",
        onRecordAuthRequest: "readonly",
        onRealtimeBeforeSubscribeRequest: "readonly",
        onRealtimeBeforeMessageSend: "readonly",
        onRecordBeforeCreateRequest: "readonly",
        onRecordBeforeUpdateRequest: "readonly",
        onRecordBeforeDeleteRequest: "readonly",
        onRecordAfterDeleteRequest: "readonly",
        onModelBeforeCreate: "readonly",
        onModelAfterCreate: "readonly",
        onModelBeforeUpdate: "readonly",
        onModelAfterUpdate: "readonly",
        onModelBeforeDelete: "readonly",
        onModelAfterDelete: "readonly",
        console: "readonly",
        sleep: "readonly",
        onBeforeServe: "readonly",
        onAfterBootstrap: "readonly",
        onRealtimeConnectRequest: "readonly",
        onRealtimeDisconnectRequest: "readonly",
        onRealtimeAfterSubscribeRequest: "readonly",
        readerToString: "readonly",
        $mails: "readonly",
        arrayOf: "readonly",
        TooManyRequestsError: "readonly",
      },
    },
    rules: { "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }] },
  },
);
