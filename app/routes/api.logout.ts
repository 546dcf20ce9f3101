import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/utils/api.server.ts";
import { assertSameOrigin, endSession } from "~/utils/auth.server.ts";

/**
 * POST /api/logout: ends this session. A form post (the Sign Out button, with or without JavaScript) is sent
 * on to /; a script calling the API gets JSON.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const cookie = await endSession(request);
  const isForm = (request.headers.get("Content-Type") ?? "").includes("form");
  if (isForm) return redirect("/", { headers: { "Set-Cookie": cookie } });
  return json({ ok: true }, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
