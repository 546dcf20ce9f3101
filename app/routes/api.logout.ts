import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/platform/http.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { endSession, getUser } from "~/platform/guards.server.ts";
import { assertSameOrigin } from "~/platform/request-body.server.ts";

/**
 * POST /api/logout: ends this session. A form post (the Sign Out button, with or without JavaScript) is sent
 * on to /; a script calling the API gets JSON.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const user = await getUser(request);
  const cookie = await endSession(request);
  if (user) await audit(request, "sign-out", { actorId: user.id, email: user.email });
  const isForm = (request.headers.get("Content-Type") ?? "").includes("form");
  if (isForm) return redirect("/", { headers: { "Set-Cookie": cookie } });
  return json({ ok: true }, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
