import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getAdminSettings, updateSettings } from "~/features/settings/settings.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";
import { SettingsSchema } from "~/features/settings/validation.server.ts";

/** GET /api/admin/settings: the settings object, with saved provider keys shown as ***configured***. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await getAdminSettings(), { headers: { "Cache-Control": "no-store" } });
}

/**
 * PUT /api/admin/settings with the full settings object. 400 `{error, details}` lists every problem
 * ('maxConcurrentSessions: Must be at most 100'). A key equal to ***configured*** keeps the saved key.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const input = await readJson(request, SettingsSchema);
  return json(await updateSettings(admin, input, request));
}
