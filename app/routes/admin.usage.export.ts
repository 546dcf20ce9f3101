import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { usageRangeFrom } from "~/features/admin/usage-range.server.ts";
import { usageCsvRows, usageReport } from "~/features/admin/usage.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { csvDownload } from "~/platform/csv.server.ts";
import { failure } from "~/platform/errors.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/** GET /admin/usage/export?from=YYYY-MM&to=YYYY-MM: the usage report of those months as CSV (audited). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const range = usageRangeFrom(new URL(request.url).searchParams);
  if (!range.success) return failureResponse(failure("invalid", range.error.issues[0]?.message ?? "Invalid months"));
  const rows = await usageReport(range.data);
  await audit(request, "usage.exported", { actorId: admin.id, details: { filter: range.data } });
  return csvDownload(
    `notewell-usage-${range.data.from}-to-${range.data.to}.csv`,
    (async function* () {
      yield usageCsvRows(rows);
    })(),
  );
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["GET"]);
}
