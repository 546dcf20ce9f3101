import { AUDIT_ACTIONS } from "~/platform/audit-actions.ts";
import type { AuditFilter } from "./audit-filter.server.ts";

/*
 * What the audit log page itself uses of its filter (decision 055); the filter is read from the address by
 * ./audit-filter.server.ts.
 */

/** The address of a filter (for page links and the export): only the fields that are set, `page` when given. */
export function searchOfFilter(filter: Partial<AuditFilter>, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["user", "action", "from", "to"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The action filter's choices, in the registry's order. */
export const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
