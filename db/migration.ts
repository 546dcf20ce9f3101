/** What a migration receives: a query function bound to the migration's own transaction. */
export type MigrationContext = {
  query: (text: string, options?: { bind?: unknown[] }) => Promise<unknown>;
};

/** One step of the schema (db/migrations/NNNN-*.ts), applied in order by db/migrate.ts. */
export type Migration = {
  name: string;
  up: (params: { context: MigrationContext }) => Promise<void>;
  down: (params: { context: MigrationContext }) => Promise<void>;
};
