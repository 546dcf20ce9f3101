import { sql } from "../e2e/database.ts";

/**
 * A fingerprint of what a refused request must never change: accounts, system settings, consultations,
 * transcripts, recording time and the single-use tokens — every row, every column (an md5 per table). Sessions,
 * rate-limit counters, stream leases and the audit log change with any request and are left out. Rows the hourly
 * housekeeping may delete (expired tokens, data past its retention) are left out too, so it can never look like
 * an attack's doing.
 */
const TABLES: Record<string, string> = {
  users: "SELECT t::text AS row FROM users t",
  system_settings: "SELECT t::text AS row FROM system_settings t",
  consultations: "SELECT t::text AS row FROM consultations t WHERE updated_at > now() - interval '1 day'",
  transcripts: "SELECT t::text AS row FROM transcripts t WHERE created_at > now() - interval '1 day'",
  recording_sessions: "SELECT t::text AS row FROM recording_sessions t",
  password_reset_tokens:
    "SELECT t::text AS row FROM password_reset_tokens t WHERE created_at > now() - interval '12 hours'",
  email_verification_tokens:
    "SELECT t::text AS row FROM email_verification_tokens t WHERE created_at > now() - interval '12 hours'",
};

export type Fingerprint = Record<string, string>;

export async function fingerprint(): Promise<Fingerprint> {
  const query = Object.entries(TABLES)
    .map(
      ([name, rows]) =>
        `SELECT '${name}' AS name, md5(coalesce(string_agg(row, '|' ORDER BY row), '')) AS hash FROM (${rows}) r`,
    )
    .join(" UNION ALL ");
  const result = await sql<{ name: string; hash: string }>(query);
  return Object.fromEntries(result.map((r) => [r.name, r.hash]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}
