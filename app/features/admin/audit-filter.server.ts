import { z } from "zod";
import { AUDIT_ACTIONS, type AuditAction } from "~/platform/audit-actions.ts";

/**
 * The audit log viewer's filter (decision 055), read from the address (`?user=&action=&from=&to=&page=`) by the page
 * and by its CSV export alike, so the export holds exactly what the page shows. Days are UK days (Europe/London),
 * both ends included. Anything that does not parse is refused with a message beside its field, never a 5xx.
 * Server-only, so that zod stays out of the page's browser build (decision 069); ./audit-filter.ts has what the page
 * itself uses.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || (DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), {
      message: `${label} must be a date (YYYY-MM-DD)`,
    })
    .transform((value) => value || undefined);

const AuditFilterSchema = z
  .object({
    user: z
      .string()
      .trim()
      .max(254, "User must be at most 254 characters")
      .transform((value) => value || undefined),
    action: z
      .string()
      .trim()
      .refine((value) => value === "" || Object.hasOwn(AUDIT_ACTIONS, value), {
        message: "Choose an action from the list",
      })
      .transform((value) => (value || undefined) as AuditAction | undefined),
    from: day("From"),
    to: day("To"),
    page: z
      .string()
      .trim()
      .transform((value) => (/^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1)),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: "From must be on or before To",
    path: ["to"],
  });
export type AuditFilter = z.output<typeof AuditFilterSchema>;

/** The filter as the address holds it (every field a string; absent fields empty). */
export function filterFromSearch(params: URLSearchParams) {
  const field = (name: string) => params.get(name) ?? "";
  return AuditFilterSchema.safeParse({
    user: field("user"),
    action: field("action"),
    from: field("from"),
    to: field("to"),
    page: field("page"),
  });
}
