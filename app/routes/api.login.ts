import { json, type ActionFunctionArgs } from "@remix-run/node";
import { signIn } from "~/services/accounts.server.ts";
import { apiError, methodNotAllowed, readJson } from "~/utils/api.server.ts";
import { assertSameOrigin, getUser } from "~/utils/auth.server.ts";
import { LoginSchema } from "~/utils/user-validation.ts";

/** POST /api/login {email, password} → the user, with the session cookie. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  if (await getUser(request)) return apiError(400, "You are already signed in.");
  const credentials = await readJson(request, LoginSchema);
  const outcome = await signIn(request, credentials);
  if (!outcome.ok) return apiError(outcome.status, outcome.message);
  return json(outcome.user, { headers: { "Set-Cookie": outcome.cookie } });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
