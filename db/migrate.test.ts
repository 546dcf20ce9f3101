import { QueryTypes, type Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { dropDatabase, ensureDatabase } from "./embedded-postgres.ts";
import { migrate } from "./migrate.ts";
import { streamsPerAccount } from "./migrations/0009-streams-per-account.ts";
import { patientSummaries } from "./migrations/0025-patient-summaries.ts";
import { consentBeforeRecording } from "./migrations/0023-consent-before-recording.ts";
import { DOCUMENT_KINDS } from "../app/platform/document-kinds.ts";
import { SETTINGS } from "../contract/settings.ts";
import { defaultRows } from "../contract/settings-store.ts";
import { connect } from "./models.ts";

const baseUrl = inject("databaseBaseUrl");
const worker = process.env.VITEST_POOL_ID ?? "0";

async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(baseUrl, name);
  return ensureDatabase(baseUrl, name);
}

describe("migrations", () => {
  let url: string;
  let sequelize: Sequelize;
  beforeAll(async () => {
    url = await freshDatabase(`migrate_test_${worker}`);
    sequelize = connect(url, { poolMax: 4 });
  });
  afterAll(async () => {
    await sequelize.close();
    await dropDatabase(baseUrl, `migrate_test_${worker}`);
  });

  test("two processes migrating at once apply each migration exactly once", async () => {
    const other = connect(url, { poolMax: 2 });
    try {
      const [a, b] = await Promise.all([migrate(sequelize, url), migrate(other, url)]);
      expect([...a, ...b].sort()).toEqual([
        "0001-initial-schema",
        "0002-default-settings",
        "0003-accounts",
        "0004-key-terms",
        "0005-stream-leases",
        "0006-audit-log",
        "0007-consultations",
        "0008-guest-streams",
        "0009-streams-per-account",
        "0010-session-lifetime",
        "0011-links-bound-to-their-address",
        "0014-provenance-footer",
        "0020-accounts-administrators-manage",
        "0021-generated-documents",
        "0022-audit-log-kept",
        "0023-consent-before-recording",
        "0024-letters-ready-to-send",
        "0025-patient-summaries",
        "0026-note-templates",
      ]);
    } finally {
      await other.close();
    }
    const rows = await sequelize.query("SELECT name FROM schema_migrations", { type: QueryTypes.SELECT });
    expect(rows).toHaveLength(19);
    expect(await migrate(sequelize, url)).toEqual([]);
  });

  test("every table of product.md §3 exists", async () => {
    const tables = await sequelize.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
      { type: QueryTypes.SELECT },
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "users",
        "sessions",
        "transcripts",
        "recording_sessions",
        "system_settings",
        "password_reset_tokens",
      ]),
    );
  });

  test("system settings are seeded with every setting of the registry at its default", async () => {
    // The spec's defaults themselves are stated once, against the registry (contract/settings_test.ts).
    const rows = await sequelize.query<{ key: string; value: string; type: string; description: string }>(
      "SELECT key, value, type, description FROM system_settings ORDER BY id",
      { type: QueryTypes.SELECT },
    );
    expect(rows).toEqual(defaultRows());
  });

  test("0009 gives a database seeded before it the per-account recording limit, at its default", async () => {
    const context = {
      query: (text: string, options?: { bind?: unknown[] }) => sequelize.query(text, options),
    };
    const row = () =>
      sequelize.query<{ value: string; description: string }>(
        "SELECT value, description FROM system_settings WHERE key = 'maxStreamsPerUser'",
        { type: QueryTypes.SELECT },
      );
    await streamsPerAccount.down({ context });
    expect(await row()).toEqual([]);
    await streamsPerAccount.up({ context });
    expect(await row()).toEqual([{ value: "2", description: SETTINGS.maxStreamsPerUser.help }]);
  });

  test("0025: a generated document may be a patient summary, and nothing the registry does not name", async () => {
    const [[{ id }]] = (await sequelize.query(
      "INSERT INTO users (email) VALUES ('summaries@practice.nhs.uk') RETURNING id",
    )) as [Array<{ id: number }>, unknown];
    const insert = (kind: string) =>
      sequelize.query("INSERT INTO generated_documents (user_id, kind) VALUES ($1, $2)", { bind: [id, kind] });
    for (const kind of [...DOCUMENT_KINDS.map((k) => k.kind), "question"]) await insert(kind);
    await expect(insert("leaflet")).rejects.toThrow(/generated_documents_kind_check/);
    const context = {
      query: (text: string, options?: { bind?: unknown[] }) => sequelize.query(text, options),
    };
    await patientSummaries.down({ context });
    await expect(insert("patient")).rejects.toThrow(/generated_documents_kind_check/);
    await patientSummaries.up({ context });
    await insert("patient");
    await sequelize.query(`DELETE FROM users WHERE id = ${id}`);
  });

  test("0023: a consultation's consent is one of the two answers, with its time or neither; the setting is seeded on", async () => {
    const [[{ id }]] = (await sequelize.query(
      "INSERT INTO users (email) VALUES ('consent@practice.nhs.uk') RETURNING id",
    )) as [Array<{ id: number }>, unknown];
    const insert = (n: number, consent: string | null, at: string | null) =>
      sequelize.query(
        `INSERT INTO consultations (id, user_id, content, consent, consent_at)
         VALUES ('00000000-0000-4000-8000-0000000023${n}0', $1, 'v1:x', $2, $3::timestamptz)`,
        { bind: [id, consent, at] },
      );
    await insert(1, "patient", "2026-11-28T10:42:00Z");
    await insert(2, "clinician", "2026-11-28T10:43:00Z");
    await insert(3, null, null);
    await expect(insert(4, "yes", "2026-11-28T10:44:00Z")).rejects.toThrow(/consent_check/);
    await expect(insert(5, "patient", null)).rejects.toThrow(/consultations_consent_at_check/);
    await expect(insert(6, null, "2026-11-28T10:44:00Z")).rejects.toThrow(/consultations_consent_at_check/);
    const setting = () =>
      sequelize.query("SELECT value FROM system_settings WHERE key = 'requireConsent'", { type: QueryTypes.SELECT });
    expect(await setting()).toEqual([{ value: "true" }]);
    await sequelize.query(`DELETE FROM users WHERE id = ${id}`);
    const context = {
      query: (text: string, options?: { bind?: unknown[] }) => sequelize.query(text, options),
    };
    await consentBeforeRecording.down({ context });
    expect(await setting()).toEqual([]);
    await consentBeforeRecording.up({ context });
    expect(await setting()).toEqual([{ value: "true" }]);
  });

  test("0026: a template's name is used once per practice and once per clinician, and goes with its owner", async () => {
    const [[{ id }]] = (await sequelize.query(
      "INSERT INTO users (email) VALUES ('templates@practice.nhs.uk') RETURNING id",
    )) as [Array<{ id: number }>, unknown];
    const insert = (scope: string, owner: number | null, name: string) =>
      sequelize.query("INSERT INTO note_templates (scope, owner_id, name, sections) VALUES ($1, $2, $3, '[]')", {
        bind: [scope, owner, name],
      });
    await insert("practice", null, "Asthma review");
    await expect(insert("practice", null, "ASTHMA review")).rejects.toMatchObject({
      name: "SequelizeUniqueConstraintError",
    });
    await insert("personal", id, "Asthma review");
    await expect(insert("personal", id, "asthma review")).rejects.toMatchObject({
      name: "SequelizeUniqueConstraintError",
    });
    await expect(insert("personal", null, "Nobody's")).rejects.toThrow(/check/);
    await sequelize.query(`DELETE FROM users WHERE id = ${id}`);
    const left = await sequelize.query("SELECT scope FROM note_templates", { type: QueryTypes.SELECT });
    expect(left).toEqual([{ scope: "practice" }]);
    await sequelize.query("DELETE FROM note_templates");
  });

  test("email is unique regardless of case", async () => {
    await sequelize.query("INSERT INTO users (email) VALUES ('gp@practice.nhs.uk')");
    await expect(sequelize.query("INSERT INTO users (email) VALUES ('GP@Practice.NHS.uk')")).rejects.toMatchObject({
      name: "SequelizeUniqueConstraintError",
    });
  });

  test("deleting a user deletes their sessions, transcripts, recordings and reset tokens", async () => {
    const [[{ id }]] = (await sequelize.query(
      "INSERT INTO users (email) VALUES ('leaver@practice.nhs.uk') RETURNING id",
    )) as [Array<{ id: number }>, unknown];
    await sequelize.query(`
      INSERT INTO sessions (sid, sess, expire, user_id) VALUES ('s-${id}', '{}', now() + interval '1 hour', ${id});
      INSERT INTO transcripts (user_id, content) VALUES (${id}, 'x');
      INSERT INTO recording_sessions (user_id, duration_seconds) VALUES (${id}, 30);
      INSERT INTO generated_documents (user_id, kind) VALUES (${id}, 'referral');
      INSERT INTO password_reset_tokens (user_id, token, email, expires_at) VALUES (${id}, 'hash-${id}', 'x@y.test', now());
      INSERT INTO consultations (id, user_id, content) VALUES ('00000000-0000-4000-8000-00000000000${id % 10}', ${id}, 'v1:x');
      UPDATE users SET current_consultation_id = '00000000-0000-4000-8000-00000000000${id % 10}' WHERE id = ${id};
    `);
    await sequelize.query(`DELETE FROM users WHERE id = ${id}`);
    for (const table of [
      "sessions",
      "transcripts",
      "recording_sessions",
      "generated_documents",
      "password_reset_tokens",
      "consultations",
    ]) {
      const [{ count }] = await sequelize.query<{ count: string }>(
        `SELECT count(*) FROM ${table} WHERE user_id = ${id}`,
        {
          type: QueryTypes.SELECT,
        },
      );
      expect(Number(count), table).toBe(0);
    }
  });

  test("consultations: one per id, owned by a user; deleting the screen's current one leaves no dangling pointer", async () => {
    const [[{ id }]] = (await sequelize.query(
      "INSERT INTO users (email) VALUES ('keeper@practice.nhs.uk') RETURNING id",
    )) as [Array<{ id: number }>, unknown];
    const consultation = "10000000-0000-4000-8000-000000000001";
    await sequelize.query(`
      INSERT INTO consultations (id, user_id, content) VALUES ('${consultation}', ${id}, 'v1:x');
      UPDATE users SET current_consultation_id = '${consultation}' WHERE id = ${id};
    `);
    await expect(
      sequelize.query(`INSERT INTO consultations (id, user_id, content) VALUES ('${consultation}', ${id}, 'v1:y')`),
    ).rejects.toThrow();
    await expect(
      sequelize.query("INSERT INTO consultations (id, user_id, content) VALUES (gen_random_uuid(), -1, 'v1:z')"),
    ).rejects.toThrow();
    await sequelize.query(`DELETE FROM consultations WHERE id = '${consultation}'`);
    const [{ current }] = await sequelize.query<{ current: string | null }>(
      `SELECT current_consultation_id AS current FROM users WHERE id = ${id}`,
      { type: QueryTypes.SELECT },
    );
    expect(current).toBeNull();
  });

  test("the audit log cannot be changed, emptied or cut short: only entries past the minimum retention go", async () => {
    await sequelize.query(`
      INSERT INTO audit_log (action, at, email) VALUES
        ('guard.recent', now() - interval '29 days', 'a@practice.nhs.uk'),
        ('guard.old', now() - interval '31 days', 'b@practice.nhs.uk');
    `);
    const refused = /audit_log entries cannot be changed or deleted/;
    await expect(sequelize.query("UPDATE audit_log SET email = 'x' WHERE action LIKE 'guard.%'")).rejects.toThrow(
      refused,
    );
    await expect(sequelize.query("DELETE FROM audit_log WHERE action = 'guard.recent'")).rejects.toThrow(refused);
    await expect(sequelize.query("TRUNCATE audit_log")).rejects.toThrow(refused);
    // One refused row refuses the whole statement: the purge names only entries past their time.
    await expect(sequelize.query("DELETE FROM audit_log WHERE action LIKE 'guard.%'")).rejects.toThrow(refused);
    await sequelize.query("DELETE FROM audit_log WHERE action = 'guard.old'");
    const left = await sequelize.query<{ action: string; email: string }>(
      "SELECT action, email FROM audit_log WHERE action LIKE 'guard.%'",
      { type: QueryTypes.SELECT },
    );
    expect(left).toEqual([{ action: "guard.recent", email: "a@practice.nhs.uk" }]);
  });

  test("constraints refuse values the product never uses", async () => {
    await expect(sequelize.query("INSERT INTO users (email, role) VALUES ('x@y.uk', 'superuser')")).rejects.toThrow();
    await expect(
      sequelize.query("INSERT INTO users (email, consultation_format) VALUES ('z@y.uk', 'essay')"),
    ).rejects.toThrow();
  });
});
