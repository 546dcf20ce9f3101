import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Secrets that `npm start` needs and a newcomer should not have to invent. They are generated once and
 * kept in `.data/secrets.json` (mode 600), so sessions and encrypted rows survive a restart. In
 * production every one of them comes from the environment instead.
 */
export type LocalSecrets = {
  sessionSecret: string;
  encryptionKey: string;
  postgresPassword: string;
};

export function projectRoot(): string {
  return path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
}

export function dataDir(): string {
  return path.resolve(process.env.NOTEWELL_DATA_DIR ?? path.join(projectRoot(), ".data"));
}

export function loadLocalSecrets(dir = dataDir()): LocalSecrets {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "secrets.json");
  let stored: Partial<LocalSecrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Partial<LocalSecrets>;
  const secrets: LocalSecrets = {
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString("hex"),
    encryptionKey: stored.encryptionKey ?? randomBytes(32).toString("base64"),
    postgresPassword: stored.postgresPassword ?? randomBytes(18).toString("base64url"),
  };
  if (JSON.stringify(secrets) !== JSON.stringify(stored)) {
    writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}
