import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies (npm run knip, and a check in npm test). Knip's plugins find most
 * entry points themselves: Remix (root, entry.server, routes), vitest and Playwright (their configs, setup
 * files and tests), ESLint, and the files package.json's scripts run. Listed here is what starts some other
 * way. Why knip: docs/decisions/021-lint-format-and-dead-code.md.
 */
const config: KnipConfig = {
  entry: [
    // Started by path, never imported.
    "scripts/lib/app-preload.js", // the app process's `node --import` preload (scripts/lib/services.ts)
    "scripts/lib/app-server.js", // the app process's HTTP server (scripts/lib/services.ts appCommand)
    "public/audio-capture-worklet.js", // loaded by the browser by URL (audioWorklet.addModule)
    "tests/setup/pg-cli.ts", // a PostgreSQL that stream-sidecar/faults_test.ts starts and stops
    "bench/relay/{load,node-relay,page-app,page-load}.ts", // processes the relay benchmark forks
    "bench/relay/probe-*.ts", // probes run by hand (see each file's header)
    "bench/flagger/validate-set.ts", // run by hand on a blind set before its first run (bench/flagger/blind-set-brief.md)
    "bench/flagger/first-runs-by-kind.ts", // run by hand: the recorded first runs replayed by kind (decision 034)
    // The Deno side (deno lints and tests it): followed so that what the sidecar uses of contract/ and of the
    // tests/ helpers counts as used.
    "stream-sidecar/main.ts",
    "stream-sidecar/*_test.ts",
    "tests/fake-stt/main.ts",
    "tests/fake-stt/*_test.ts",
    "contract/*_test.ts",
  ],
  project: ["**/*.{js,ts,tsx}"],
  // An export that no other module imports is reported, even when its own module uses it: a module's exports are
  // its interface, and an interface nobody uses is dead weight (a constant used only inside stays unexported).
  ignoreExportsUsedInFile: false,
  // System commands the scripts run, installed with apt, not npm (scripts/lib/system-deps.ts, db/embedded-postgres.ts).
  ignoreBinaries: ["apt-get", "espeak-ng", "sox", "getent", "groupadd", "useradd"],
  // Run as a binary by path (node_modules/deno/deno in scripts/lib/services.ts), never imported or named in a script.
  ignoreDependencies: ["deno"],
};

export default config;
