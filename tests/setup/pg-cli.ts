/**
 * A throw-away PostgreSQL for tests in other runtimes (the sidecar's deno tests): prints one JSON line
 * {"url": …} for a migrated database, then obeys lines on stdin — "stop" (stop the server), "start" (start it
 * again on the same port and data), "exit". Each command answers with a line "ok <command>".
 *   node --import tsx tests/setup/pg-cli.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from "../../db/embedded-postgres.ts";
import { migrate } from "../../db/migrate.ts";
import { connect } from "../../db/models.ts";
import { freePort } from "../../scripts/lib/free-port.ts";

const dir = mkdtempSync(path.join(process.env.NOTEWELL_TEST_TMP ?? tmpdir(), "notewell-pg-"));
const port = await freePort();
const options = { dataDir: path.join(dir, "data"), port, password: "test-password" };
let server: EmbeddedPostgres | null = await startEmbeddedPostgres(options);
const url = await ensureDatabase(server.baseUrl, "notewell");
const sequelize = connect(url, { poolMax: 1 });
await migrate(sequelize, url);
await sequelize.close();
console.log(JSON.stringify({ url }));

const finish = async () => {
  await server?.stop();
  server = null;
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void finish());
process.stdin.on("end", () => void finish());
for await (const line of createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === "stop") {
    await server?.stop();
    server = null;
  } else if (command === "start") {
    server = await startEmbeddedPostgres(options);
  } else if (command === "exit") {
    await finish();
  }
  console.log(`ok ${command}`);
}
