import pg from "pg";
import type { Sequelize } from "sequelize";
import { SequelizeStorage, Umzug } from "umzug";
import type { Migration } from "./migration.ts";
import { initialSchema } from "./migrations/0001-initial-schema.ts";
import { defaultSettings } from "./migrations/0002-default-settings.ts";
import { accounts } from "./migrations/0003-accounts.ts";
import { keyTerms } from "./migrations/0004-key-terms.ts";
import { streamLeases } from "./migrations/0005-stream-leases.ts";
import { auditLog } from "./migrations/0006-audit-log.ts";
import { consultations } from "./migrations/0007-consultations.ts";
import { guestStreams } from "./migrations/0008-guest-streams.ts";
import { streamsPerAccount } from "./migrations/0009-streams-per-account.ts";
import { sessionLifetime } from "./migrations/0010-session-lifetime.ts";
import { linksBoundToTheirAddress } from "./migrations/0011-links-bound-to-their-address.ts";
import { provenanceFooter } from "./migrations/0014-provenance-footer.ts";
import { accountsAdministratorsManage } from "./migrations/0020-accounts-administrators-manage.ts";
import { generatedDocuments } from "./migrations/0021-generated-documents.ts";
import { auditLogKept } from "./migrations/0022-audit-log-kept.ts";
import { consentBeforeRecording } from "./migrations/0023-consent-before-recording.ts";
import { lettersReadyToSend } from "./migrations/0024-letters-ready-to-send.ts";
import { patientSummaries } from "./migrations/0025-patient-summaries.ts";
import { noteTemplates } from "./migrations/0026-note-templates.ts";

/** Every migration, in order. Migrations are the only way the schema changes. */
export const migrations: Migration[] = [
  initialSchema,
  defaultSettings,
  accounts,
  keyTerms,
  streamLeases,
  auditLog,
  consultations,
  guestStreams,
  streamsPerAccount,
  sessionLifetime,
  linksBoundToTheirAddress,
  provenanceFooter,
  accountsAdministratorsManage,
  generatedDocuments,
  auditLogKept,
  consentBeforeRecording,
  lettersReadyToSend,
  patientSummaries,
  noteTemplates,
];

/** Any fixed number: the key of the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK_KEY = 7_240_517;

/**
 * Applies pending migrations. Two processes starting at once (two replicas, or `npm start` twice) take a
 * PostgreSQL advisory lock first, so one migrates and the other waits and then finds nothing to do.
 * Each migration runs in its own transaction, so a failure leaves the schema as it was.
 */
export async function migrate(sequelize: Sequelize, databaseUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const inTransaction = (step: Migration["up"]) => () =>
      sequelize.transaction(async (transaction) => {
        await step({ context: { query: (text, options) => sequelize.query(text, { ...options, transaction }) } });
      });
    const umzug = new Umzug({
      migrations: migrations.map((m) => ({ name: m.name, up: inTransaction(m.up), down: inTransaction(m.down) })),
      context: {},
      storage: new SequelizeStorage({ sequelize, tableName: "schema_migrations" }),
      logger: undefined,
    });
    const applied = await umzug.up();
    return applied.map((m) => m.name);
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await lock.end();
  }
}
