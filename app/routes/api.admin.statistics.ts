import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getStatistics } from "~/features/admin/statistics.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/** GET /api/admin/statistics: the product.md §3 statistics fields (times in seconds). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await getStatistics(), { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["GET"]);
}
