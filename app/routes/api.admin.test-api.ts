import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { testApiConnections } from "~/features/admin/provider-test.server.ts";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

/**
 * POST /api/admin/test-api: tries both providers with the keys in use and answers
 * `{results: {assemblyai: {status, message}, openai: {status, message}}}`. Never the keys themselves.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return json({ results: await testApiConnections() }, { headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["POST"]);
}
