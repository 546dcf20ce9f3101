import { afterAll, afterEach, beforeAll, inject, vi } from "vitest";
import type { Sequelize } from "sequelize";
import { releaseSingleton } from "../../app/platform/singleton.server.ts";
import { startMailbox, type Mailbox } from "./mailbox.ts";
import { cloneDatabase } from "./test-database.ts";

declare global {
  var __testMailbox: Mailbox | undefined;
}

// Each worker gets its own copy of the migrated template, so test files can run in parallel safely.
const baseUrl = inject("databaseBaseUrl");
const worker = process.env.VITEST_POOL_ID ?? "0";
process.env.DATABASE_URL = await cloneDatabase(baseUrl, "notewell_vitest_template", `notewell_vitest_${worker}`);
process.env.SESSION_SECRET ??= "test-session-secret-0123456789";
process.env.ENCRYPTION_KEY ??= "test-encryption-key-0123456789";
process.env.NODE_ENV = "test";
// Mail goes over real SMTP to a server in this test process (tests read it with testMailbox()).
globalThis.__testMailbox ??= await startMailbox();
process.env.SMTP_URL = globalThis.__testMailbox.url;
process.env.GOOGLE_CLIENT_ID ??= "test-google-client-id";
process.env.GOOGLE_CLIENT_SECRET ??= "test-google-client-secret";

// A test fails if the code under test logs an unexpected console.error.
let errors: unknown[][] = [];
beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const logged = errors;
  errors = [];
  if (logged.length) throw new Error(`Unexpected console.error: ${logged.map((a) => a.join(" ")).join("\n")}`);
});
afterAll(async () => {
  await globalThis.__testMailbox?.close();
  globalThis.__testMailbox = undefined;
  await releaseSingleton<Sequelize>("sequelize")?.close();
});
