import { QueryTypes } from "sequelize";
import type { Statistics } from "./admin-api.ts";
import { db } from "~/platform/db.server.ts";
import { config } from "~/platform/config.server.ts";
import { liveLease } from "../../../contract/stream-leases.ts";

/** The Statistics tab and GET /api/admin/statistics: totals, the last 24 hours, live recordings. */
export type AdminStatistics = Statistics;

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

export async function getStatistics(): Promise<AdminStatistics> {
  const [[row], activeSessions] = await Promise.all([
    db().query<Record<Exclude<keyof AdminStatistics, "activeSessions">, string>>(
      `SELECT
         (SELECT count(*) FROM users) AS "totalUsers",
         (SELECT count(*) FROM users WHERE is_active) AS "activeUsers",
         (SELECT count(*) FROM transcripts) AS "totalTranscripts",
         (SELECT coalesce(sum(recording_time_seconds), 0) FROM users) AS "totalRecordingTime",
         (SELECT count(*) FROM users WHERE created_at >= now() - interval '24 hours') AS "newUsers24h",
         (SELECT count(*) FROM transcripts WHERE created_at >= now() - interval '24 hours') AS "transcripts24h",
         (SELECT coalesce(sum(duration_seconds), 0) FROM recording_sessions
           WHERE created_at >= now() - interval '24 hours') AS "recordingTime24h",
         (SELECT count(DISTINCT user_id) FROM transcripts) AS "usersWithData"`,
      { type: QueryTypes.SELECT },
    ),
    countActiveSessions(),
  ]);
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
  };
}
