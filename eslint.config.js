// ESLint for the Node side: the Remix app, db/, scripts/, bench/, tests/. The Deno side (stream-sidecar/,
// tests/fake-stt/, bench/relay/*.deno.ts, contract/*_test.ts) keeps `deno lint` and `deno fmt`; ESLint checks
// only its imports. Why these plugins and this import rule: docs/decisions/021-lint-format-and-dead-code.md.
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const DENO = ["stream-sidecar/**/*.ts", "tests/fake-stt/**/*.ts", "bench/relay/*.deno.ts", "contract/**/*_test.ts"];

// The layers, top to bottom: each may import the ones below it, never one above it.
const routes = ["./app/routes", "./app/root.tsx", "./app/root.server.ts", "./app/entry.server.tsx"];
const features = ["./app/features"];
const components = ["./app/components"];
const platform = ["./app/platform", "./db"];
const styles = ["./app/styles"]; // the theme: any layer may import it; it imports no layer
const contract = ["./contract"]; // dependency-free TypeScript shared with the Deno sidecar
const tooling = ["./scripts", "./bench", "./tests"]; // start, test and measure the product; product code never imports them
const sidecar = ["./stream-sidecar"];

const zone = (target, from, message) => ({ target, from, message });
const contractZone = zone(
  contract,
  ["./app", "./db", ...tooling, ...sidecar],
  "contract/ is dependency-free: it imports only itself.",
);
const layerZones = [
  zone(features, routes, "A feature never imports a route: the route composes features."),
  zone(components, [...routes, ...features], "Shared components never import features or routes."),
  zone(platform, [...routes, ...features, ...components], "app/platform and db/ never import UI, features or routes."),
  zone(styles, [...routes, ...features, ...components, ...platform], "The theme imports no layer."),
  // Features never import each other: what two features share moves down to components/ or platform/.
  ...readdirSync(path.join(root, "app/features")).map((name) => ({
    target: `./app/features/${name}`,
    from: "./app/features",
    except: [`./${name}`],
    message: "Features never import each other: compose them in a route, or move what they share down a layer.",
  })),
  contractZone,
  zone(["./app", ...platform], sidecar, "The app reaches the sidecar through contract/ only."),
];
// Only tests import the tests/ helpers; product code never does. The same goes for the tooling.
const noTooling = zone(["./app", ...platform], tooling, "Product code never imports scripts/, bench/ or tests/.");
const testingZones = [
  ...layerZones,
  zone(["./app", ...platform], ["./scripts", "./bench"], "Tests import tests/ helpers, never scripts/ or bench/."),
];

export default defineConfig(
  {
    ignores: [
      "build/",
      "public/build/",
      ".data/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "tests/.generated/",
      "bench/results/",
    ],
  },
  {
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
  },

  // The Node side: ESLint's and typescript-eslint's recommended rules; in the app, React's hooks rules and jsx-a11y.
  {
    files: ["**/*.{js,ts,tsx}"],
    ignores: DENO,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...layerZones, noTooling] }],
      // An import the resolver cannot follow would slip past the layer rule unseen.
      "import-x/no-unresolved": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { "react-hooks": reactHooks },
    // The two rules of hooks. The plugin's React Compiler rules (set-state-in-effect, refs, purity…) are left
    // off: the app is not compiled by the React Compiler, and they reject patterns React 18 documents, such as
    // rendering the server's markup until an effect marks the page hydrated.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  // contract/ is shared with Deno and must stay dependency-free: only its own files and Node's built-ins (which
  // Deno provides as node:*), never an npm package, whatever the layer rule allows.
  {
    files: ["contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./|node:)",
              message: "contract/ is dependency-free: import only ./ files of contract/ and node: built-ins.",
            },
          ],
        },
      ],
    },
  },
  // The flagger runs at every edit: in its code an array is mapped by `mapped` (arrays.ts says why), never `.map`.
  {
    files: ["app/features/documents/unsupported-details/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='map']",
          message:
            "Use mapped() from ./arrays.ts: V8's optimised .map returns a holey array, its unoptimised one a packed array, and the change throws the checks out of optimised code.",
        },
        {
          // A copy that only replaces fields its source has ({ ...claim, subject }) is fine: these are those fields.
          selector:
            "ObjectExpression > SpreadElement:first-child ~ Property[key.name!=/^(?:subject|type|kind|value|text|lower|start|end|first|last|frequency|rates|span|spoken|ordinal|prn|to|amount|polarity)$/]",
          message:
            "Add a field a copy's source lacks with extended() from ./objects.ts: V8 makes a spread copy extended with a new field in the old generation, and the full collections that follow land inside checks.",
        },
        {
          selector: "NewExpression[callee.name='WeakMap']",
          message:
            "Keep what is found in a text with it (foundOnce in ./read-text.ts): V8's young collections promote a WeakMap's value that has lived through one of them even after its key has died, and the full collections that follow land inside checks.",
        },
      ],
    },
  },
  {
    files: ["public/*-worklet.js"],
    languageOptions: { globals: globals.audioWorklet },
  },
  {
    files: TESTS,
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: testingZones }] },
  },

  // The Deno side: `deno lint` owns its rules; ESLint checks only that the sidecar imports itself and contract/
  // (its tests may import their tests/ helpers too).
  {
    files: DENO,
    plugins: { "import-x": importX },
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            zone(
              sidecar,
              ["./app", "./db", "./scripts", "./bench"],
              "The sidecar imports only itself and contract/ (and npm: or node: packages).",
            ),
            contractZone,
            zone(
              ["./stream-sidecar/!(*_test|_testing).ts"],
              "./tests",
              "Only the sidecar's tests import tests/ helpers.",
            ),
          ],
        },
      ],
    },
  },
);
