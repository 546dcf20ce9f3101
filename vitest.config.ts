import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    globals: true,
    environment: "node",
    globalSetup: ["tests/setup/vitest-global.ts"],
    setupFiles: ["tests/setup/vitest-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
