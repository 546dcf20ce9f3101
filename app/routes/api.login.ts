import { json, type ActionFunctionArgs } from "@remix-run/node";
import { failure } from "~/platform/errors.ts";
import { signIn } from "~/features/accounts/accounts.server.ts";
import { failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { getUser } from "~/platform/guards.server.ts";
import { assertSameOrigin } from "~/platform/request-body.server.ts";
import { LoginSchema } from "~/features/accounts/schemas.ts";

/** POST /api/login {email, password} → the user, with the session cookie. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  if (await getUser(request)) return failureResponse(failure("invalid", "You are already signed in."));
  const credentials = await readJson(request, LoginSchema);
  const outcome = await signIn(request, credentials);
  if (!outcome.ok) return failureResponse(outcome);
  return json(outcome.user, { headers: { "Set-Cookie": outcome.cookie } });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
