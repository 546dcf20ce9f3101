import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { filterFromSearch } from "~/features/admin/audit-filter.server.ts";
import { auditCsvName, auditCsvRows } from "~/features/admin/audit-log.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { csvDownload } from "~/platform/csv.server.ts";
import { failure } from "~/platform/errors.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/**
 * GET /admin/audit/export?user=&action=&from=&to= — the entries the audit log page shows for the same filter, every
 * page of them, as CSV (decision 055). The export is itself recorded, with its filter, before the file is written.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const parsed = filterFromSearch(new URL(request.url).searchParams);
  if (!parsed.success) return failureResponse(failure("invalid", parsed.error.issues[0]?.message ?? "Invalid filter"));
  const { page: _page, ...filter } = parsed.data;
  await audit(request, "audit.exported", { actorId: admin.id, details: { filter } });
  return csvDownload(auditCsvName(parsed.data), auditCsvRows(parsed.data));
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["GET"]);
}
