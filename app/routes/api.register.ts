import { json, type ActionFunctionArgs } from "@remix-run/node";
import { register } from "~/features/accounts/accounts.server.ts";
import { apiError, failureResponse, methodNotAllowed } from "~/platform/http.server.ts";
import { readJson } from "~/platform/request-body.server.ts";
import { getUser } from "~/platform/guards.server.ts";
import { assertSameOrigin } from "~/platform/request-body.server.ts";
import { RegisterSchema } from "~/features/accounts/schemas.ts";

/**
 * POST /api/register {firstName, lastName, email, password, confirmPassword} → 201 with the user. Signed in at
 * once, unless the practice requires e-mail verification (then `verificationRequired` and no cookie).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  if (await getUser(request)) return apiError(400, "You are already signed in.");
  const values = await readJson(request, RegisterSchema);
  const outcome = await register(request, values);
  if (!outcome.ok) return failureResponse(outcome);
  const body = { ...outcome.user, verificationRequired: outcome.cookie === null };
  return json(body, { status: 201, headers: outcome.cookie ? { "Set-Cookie": outcome.cookie } : undefined });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
