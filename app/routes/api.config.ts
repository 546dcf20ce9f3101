import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getSpeechToTextKey } from "~/platform/settings.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";

/**
 * GET /api/config: whether streaming can work, asked before a recording starts (by users, and by guests while
 * the practice allows them). Never the key itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserOrGuest(request);
  return json({ hasApiKey: Boolean(await getSpeechToTextKey()) }, { headers: { "Cache-Control": "no-store" } });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(["GET"]);
}
