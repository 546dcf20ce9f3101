import { getSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import type { AuditAction } from "./audit-actions.ts";

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
