/** The database's side of a run: how much PostgreSQL wrote. */
import type pg from "pg";

/**
 * Where PostgreSQL's write-ahead log stands (bytes since the cluster began). Two readings give the bytes written
 * between them: an ordinary page view should add none (every write is a WAL record, and its commit a flush).
 */
export async function walPosition(client: pg.Client): Promise<bigint> {
  const { rows } = await client.query<{ lsn: string }>("SELECT pg_current_wal_lsn() - '0/0' AS lsn");
  return BigInt(rows[0].lsn);
}
