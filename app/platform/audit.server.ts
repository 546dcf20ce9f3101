import { getSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { QueryTypes } from "sequelize";
import { actionLabel, describeDetails, type AuditAction } from "./audit-actions.ts";

/**
 * Records an event when the practice has audit logging on (product.md §3 enableAuditLogging; what is recorded:
 * audit-actions.ts, decisions 011 and 055). Never clinical content, passwords, tokens or keys: only who, what,
 * when, from where. An audit failure never blocks the action it describes; it is reported to the operator instead.
 * Entries are only ever added: the database refuses to change one, or to delete one before its time (0022).
 */
export async function audit(
  request: Request | null,
  action: AuditAction,
  entry: {
    actorId?: number | null;
    targetId?: number | null;
    email?: string | null;
    details?: Record<string, unknown>;
  } = {},
): Promise<void> {
  try {
    if (!(await getSettings()).enableAuditLogging) return;
    await db().query(
      `INSERT INTO audit_log (action, actor_id, target_id, email, address, details) VALUES ($1, $2, $3, $4, $5, $6)`,
      {
        bind: [
          action,
          entry.actorId ?? null,
          entry.targetId ?? entry.actorId ?? null,
          entry.email?.toLowerCase() ?? null,
          request ? clientAddress(request) : null,
          JSON.stringify(entry.details ?? {}),
        ],
      },
    );
  } catch (error) {
    console.warn(`[audit] could not record ${action}: ${(error as Error).message}`);
  }
}

/**
 * The audit entries about one person, for their data export (decision 056): what they did, what was done to their
 * account, and sign-ins tried with their address. An entry where they acted on someone else's account keeps what
 * they did, when and from where, but not whose account it was nor its details (that is the other person's data).
 */
export async function auditEntriesAbout(user: {
  id: number;
  email: string;
}): Promise<
  Array<{ at: string; action: string; label: string; address: string | null; byThem: boolean; details: string }>
> {
  const rows = await db().query<{
    at: Date;
    action: string;
    actor_id: number | null;
    target_id: number | null;
    email: string | null;
    address: string | null;
    details: Record<string, unknown>;
  }>(
    `SELECT at, action, actor_id, target_id, email, address, details FROM audit_log
      WHERE actor_id = $id OR target_id = $id OR email = lower($email)
      ORDER BY at, id`,
    { bind: { id: user.id, email: user.email }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => {
    const aboutThem = row.target_id === user.id || (row.target_id === null && row.email === user.email.toLowerCase());
    return {
      at: row.at.toISOString(),
      action: row.action,
      label: actionLabel(row.action),
      address: row.address,
      byThem: row.actor_id === user.id,
      details:
        aboutThem || row.target_id === null ? describeDetails(row.action, row.details ?? {}) : "(another account)",
    };
  });
}
