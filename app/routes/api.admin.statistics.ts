import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getStatistics } from "~/models/admin.server.ts";
import { methodNotAllowed } from "~/utils/api.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";

/** GET /api/admin/statistics: the spec §3 statistics fields (times in seconds). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await getStatistics(), { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["GET"]);
}
