import { QueryTypes } from "sequelize";
import { actionLabel, describeDetails } from "~/platform/audit-actions.ts";
import type { CsvCell } from "~/platform/csv.server.ts";
import { db } from "~/platform/db.server.ts";
import { SETTING_KEYS, SETTINGS } from "../../../contract/settings.ts";
import type { AuditFilter } from "./audit-filter.server.ts";

/**
 * The audit log as administrators read it (decision 055): who did what, to whom, when and from where, filtered by
 * user, action and UK days, newest first, a page at a time, or all of it as CSV. Read only: nothing here (and no
 * route) changes or deletes an entry; the database refuses to (migration 0022).
 */

const PAGE_SIZE = 50;
const SETTING_LABELS = Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].label]));

export type AuditEntry = {
  id: string;
  at: string;
  action: string;
  actionLabel: string;
  /** Who did it: their address now (or when they acted, if they have since been deleted); null for nobody known. */
  by: string | null;
  /** Whom it was about: an account's address, or the address someone tried (a failed sign-in). */
  about: string | null;
  address: string | null;
  details: string;
};

type Row = {
  id: string;
  at: Date;
  action: string;
  actor_id: number | null;
  target_id: number | null;
  email: string | null;
  address: string | null;
  details: Record<string, unknown>;
  actor_email: string | null;
  target_email: string | null;
};

/** The filter's conditions; `$user`, `$action`, `$from`, `$to` are bound (never spliced into the SQL). */
const WHERE = `
  WHERE ($action::text IS NULL OR a.action = $action)
    AND ($from::date IS NULL OR a.at >= ($from::date)::timestamp AT TIME ZONE 'Europe/London')
    AND ($to::date IS NULL OR a.at < ($to::date + 1)::timestamp AT TIME ZONE 'Europe/London')
    AND ($user::text IS NULL OR strpos(lower(concat_ws(' ', a.email, actor.email, target.email)), lower($user)) > 0)`;
const FROM = `
  FROM audit_log a
  LEFT JOIN users actor ON actor.id = a.actor_id
  LEFT JOIN users target ON target.id = a.target_id`;
const COLUMNS = `a.id::text AS id, a.at, a.action, a.actor_id, a.target_id, a.email, a.address, a.details,
  actor.email AS actor_email, target.email AS target_email`;

function bindOf(filter: AuditFilter) {
  return { user: filter.user ?? null, action: filter.action ?? null, from: filter.from ?? null, to: filter.to ?? null };
}

function toEntry(row: Row): AuditEntry {
  // An entry's own address column names whom it was about when it was written (a deleted user keeps it).
  const deleted = (id: number | null) => (id === null ? null : `account #${id} (deleted)`);
  const by = row.actor_id === null ? null : (row.actor_email ?? (row.actor_id === row.target_id ? row.email : null));
  const about = row.target_email ?? row.email ?? deleted(row.target_id);
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actionLabel: actionLabel(row.action),
    by: by ?? deleted(row.actor_id),
    about,
    address: row.address,
    details: describeDetails(row.action, row.details ?? {}, SETTING_LABELS),
  };
}

/** One page of the entries the filter matches, newest first, with how many there are in all. */
export async function listAuditEntries(
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; total: number; page: number; pages: number }> {
  const bind = bindOf(filter);
  const [{ count }] = await db().query<{ count: string }>(`SELECT count(*) AS count ${FROM} ${WHERE}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const rows = await db().query<Row>(
    `SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY a.at DESC, a.id DESC LIMIT ${PAGE_SIZE} OFFSET $offset`,
    { bind: { ...bind, offset: (page - 1) * PAGE_SIZE }, type: QueryTypes.SELECT },
  );
  return { entries: rows.map(toEntry), total, page, pages };
}

const CSV_HEADER = ["Time (UTC)", "Action", "Action code", "By", "About", "From address", "Details"];
const CSV_BATCH = 1_000;

/**
 * Every entry the filter matches, newest first, as CSV rows (the header first), read a thousand at a time by
 * keyset (time, id), so entries written while the export runs neither repeat nor shift it.
 */
export async function* auditCsvRows(filter: AuditFilter): AsyncGenerator<CsvCell[][]> {
  yield [CSV_HEADER];
  // The cursor keeps the time as PostgreSQL wrote it (microseconds: a JavaScript Date would round them off).
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: Array<Row & { at_text: string }> = await db().query<Row & { at_text: string }>(
      `SELECT ${COLUMNS}, a.at::text AS at_text ${FROM} ${WHERE}
         AND ($afterAt::timestamptz IS NULL OR (a.at, a.id) < ($afterAt::timestamptz, $afterId::bigint))
       ORDER BY a.at DESC, a.id DESC LIMIT ${CSV_BATCH}`,
      {
        bind: { ...bindOf(filter), afterAt: after?.at ?? null, afterId: after?.id ?? null },
        type: QueryTypes.SELECT,
      },
    );
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const entry = toEntry(row);
      return [entry.at, entry.actionLabel, entry.action, entry.by, entry.about, entry.address, entry.details];
    });
    if (rows.length < CSV_BATCH) return;
    const last = rows[rows.length - 1];
    after = { at: last.at_text, id: last.id };
  }
}

/** The export's file name: the day it was made, and the days it covers when filtered by them. */
export function auditCsvName(filter: AuditFilter, today = new Date()): string {
  const range = filter.from || filter.to ? `-${filter.from ?? "start"}-to-${filter.to ?? "now"}` : "";
  return `notewell-audit-log${range}-${today.toISOString().slice(0, 10)}.csv`;
}
