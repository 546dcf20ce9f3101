import { QueryTypes } from "sequelize";
import type { Statistics } from "./admin-api.ts";
import { db } from "~/platform/db.server.ts";
import { config } from "~/platform/config.server.ts";
import { liveLease } from "../../../contract/stream-leases.ts";
import { recordingSecondsByUser } from "~/platform/users.server.ts";
import { documentsByUser, documentTotals, monthlyTotals } from "./usage.server.ts";
import { USAGE_KINDS, type DocumentCounts } from "./usage-kinds.ts";

/**
 * The Statistics tab and GET /api/admin/statistics (decision 057). Each figure counts what its name says, from the
 * rows that hold it: users; consultations held (the spec's "transcripts": each saved consultation holds one);
 * recording time from each recording; documents by kind from each document generated; live recordings from the
 * sidecar's leases; storage measured by PostgreSQL. Per user, recording time in the last 30 days is the figure User
 * Management shows (the same function counts both).
 */
export type AdminStatistics = Statistics;

/** The tables that hold the practice's data (with their indexes and TOAST): what "storage" measures. */
const PRACTICE_TABLES = [
  "users",
  "consultations",
  "transcripts",
  "recording_sessions",
  "generated_documents",
  "audit_log",
  "sessions",
  "system_settings",
  "password_reset_tokens",
  "email_verification_tokens",
];

/**
 * Live recordings right now, across every sidecar replica: one `stream_leases` row per open stream, refreshed
 * by its replica's heartbeat. A lease no longer refreshed belongs to a replica that died and is not counted:
 * the sidecar's own rule and TTL (contract/stream-leases.ts, LEASE_TTL_SECONDS), so the figure is the count
 * the practice's limit is held against.
 */
async function countActiveSessions(): Promise<number> {
  const [{ count }] = await db().query<{ count: string }>(
    `SELECT count(*) AS count FROM stream_leases WHERE ${liveLease(1)}`,
    { bind: [config().LEASE_TTL_SECONDS], type: QueryTypes.SELECT },
  );
  return Number(count);
}

/** Bytes the practice's tables take on disk, as PostgreSQL measures them. */
async function storageBytes(): Promise<number> {
  const [{ bytes }] = await db().query<{ bytes: string }>(
    "SELECT coalesce(sum(pg_total_relation_size(to_regclass(name))), 0)::bigint AS bytes FROM unnest($1::text[]) AS name",
    { bind: [PRACTICE_TABLES], type: QueryTypes.SELECT },
  );
  return Number(bytes);
}

const sum = (counts: DocumentCounts) => USAGE_KINDS.reduce((total, { kind }) => total + counts[kind], 0);

export async function getStatistics(): Promise<AdminStatistics> {
  const [[row], activeSessions, documents, months, recorded30, documents30, users, storage] = await Promise.all([
    db().query<Record<string, string>>(
      `SELECT
         (SELECT count(*) FROM users) AS "totalUsers",
         (SELECT count(*) FROM users WHERE is_active) AS "activeUsers",
         (SELECT count(*) FROM consultations) AS "totalTranscripts",
         (SELECT coalesce(sum(duration_seconds), 0) FROM recording_sessions) AS "totalRecordingTime",
         (SELECT count(*) FROM users WHERE created_at >= now() - interval '24 hours') AS "newUsers24h",
         (SELECT count(*) FROM consultations WHERE created_at >= now() - interval '24 hours') AS "transcripts24h",
         (SELECT coalesce(sum(duration_seconds), 0) FROM recording_sessions
           WHERE created_at >= now() - interval '24 hours') AS "recordingTime24h",
         (SELECT count(*) FROM generated_documents WHERE created_at >= now() - interval '24 hours') AS "documents24h",
         (SELECT count(DISTINCT user_id) FROM consultations) AS "usersWithData"`,
      { type: QueryTypes.SELECT },
    ),
    countActiveSessions(),
    documentTotals(),
    monthlyTotals(12),
    recordingSecondsByUser({ since: "30 days" }),
    documentsByUser({ since: "30 days" }),
    db().query<{ id: number; name: string; email: string; consultations: string }>(
      `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, u.email,
              (SELECT count(*) FROM consultations c WHERE c.user_id = u.id) AS consultations
         FROM users u ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
      { type: QueryTypes.SELECT },
    ),
    storageBytes(),
  ]);
  const empty = Object.fromEntries(USAGE_KINDS.map(({ kind }) => [kind, 0])) as DocumentCounts;
  return {
    totalUsers: Number(row.totalUsers),
    activeUsers: Number(row.activeUsers),
    totalTranscripts: Number(row.totalTranscripts),
    totalRecordingTime: Number(row.totalRecordingTime),
    activeSessions,
    newUsers24h: Number(row.newUsers24h),
    transcripts24h: Number(row.transcripts24h),
    recordingTime24h: Number(row.recordingTime24h),
    usersWithData: Number(row.usersWithData),
    totalDocuments: sum(documents),
    documents,
    documents24h: Number(row.documents24h),
    months,
    users: users.map((user) => {
      const counts = documents30.get(user.id) ?? empty;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        consultations: Number(user.consultations),
        recordingSeconds30Days: recorded30.get(user.id) ?? 0,
        documents30Days: sum(counts),
      };
    }),
    storageBytes: storage,
  };
}
